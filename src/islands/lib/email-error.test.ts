import { describe, expect, it } from "vitest";
import { emailError } from "./email-error";
import { translator } from "./texts";

const t = translator(
  {
    "account.errors.emailRequired": "Enter your e-mail",
    "account.errors.emailInvalid": "Check the e-mail",
  },
  "en-US",
);

describe("emailError", () => {
  it("says nothing before the field was left", () => {
    expect(emailError("", false, t)).toBeNull();
    expect(emailError("not-an-address", false, t)).toBeNull();
  });

  it("asks for an address when the field was left empty", () => {
    expect(emailError("", true, t)).toBe("Enter your e-mail");
  });

  it("rejects what is not an address and accepts one that is", () => {
    expect(emailError("not-an-address", true, t)).toBe("Check the e-mail");
    expect(emailError("ada@example.com", true, t)).toBeNull();
  });
});
