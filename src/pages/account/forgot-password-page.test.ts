import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import deForgot from "../../../locales/de/forgetpassword.json";
import { islandPropsOf } from "../../../test/support/island-props";
import { ORIGIN } from "../../../test/support/request";
import type { ForgotPasswordProps } from "../../islands/forgot-password";

/** The forgot-password island's props as the page ships them to the browser. */
async function islandProps(path: string): Promise<ForgotPasswordProps> {
  const html = await (await SELF.fetch(ORIGIN + path)).text();
  const props = islandPropsOf<ForgotPasswordProps>(html, "ForgotPassword");
  if (props === null) throw new Error(`no ForgotPassword island on ${path}`);
  return props;
}

describe("the forgot-password page", () => {
  it.each([
    ["/forgetpassword", "en"],
    ["/de/forgetpassword", "de"],
    ["/ar/forgetpassword", "ar"],
  ])("%s asks for the code mail in its own language (%s)", async (path, language) => {
    expect((await islandProps(path)).language).toBe(language);
  });

  it("keeps the mails' texts on the server", async () => {
    const { texts } = await islandProps("/de/forgetpassword");
    expect(texts["forgetpassword.send"]).toBe(deForgot.send);
    expect(Object.keys(texts).filter((key) => key.includes(".mail."))).toEqual([]);
  });
});
