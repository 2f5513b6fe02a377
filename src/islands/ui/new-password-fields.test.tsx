import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translator } from "../lib/texts";
import { NewPasswordFields } from "./new-password-fields";

const t = translator(
  {
    "account.newPassword": "New password",
    "account.password": "Password",
    "account.confirmPassword": "Repeat the new password",
  },
  "en-US",
);
const ignore = () => {};

/** An attribute of the first input with this name attribute. */
function inputAttr(html: string, inputName: string, attr: string): string | undefined {
  const input = html.match(new RegExp(`<input[^>]*name="${inputName}"[^>]*>`))?.[0] ?? "";
  return input.match(new RegExp(`${attr}="([^"]*)"`))?.[1];
}

describe("NewPasswordFields", () => {
  it("ties the new password to the rules the user must meet", () => {
    const html = renderToStaticMarkup(<NewPasswordFields t={t} value="" error={null} onChange={ignore} />);
    const describedBy = inputAttr(html, "new-password", "aria-describedby");
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`<div id="${describedBy}"><p class="field__hint">`);
  });

  it("labels each field and asks for the password again only when a confirmation is given", () => {
    const once = renderToStaticMarkup(
      <NewPasswordFields t={t} labelKey="account.password" value="" error={null} onChange={ignore} />,
    );
    expect(once).toContain(">Password</label>");
    expect(once).not.toContain('name="confirm-password"');

    const twice = renderToStaticMarkup(
      <NewPasswordFields
        t={t}
        value="a"
        error={null}
        onChange={ignore}
        confirmation={{ value: "b", error: "The two passwords are not the same.", onChange: ignore }}
      />,
    );
    expect(twice).toContain(">New password</label>");
    expect(twice).toContain(">Repeat the new password</label>");
    const errorId = inputAttr(twice, "confirm-password", "aria-describedby");
    expect(twice).toContain(
      `<p id="${errorId}" class="field__error">The two passwords are not the same.</p>`,
    );
  });
});
