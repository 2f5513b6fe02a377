import { describe, expect, it } from "vitest";
import { CODE_DIGITS } from "../catalog/verification-code";
import { billingNotice } from "./billing-forms";

describe("billingNotice", () => {
  it("gives the code-format refusal the code's digits, which its text counts", () => {
    expect(billingNotice("code-format")).toEqual({
      kind: "error",
      key: "account.errors.codeFormat",
      count: CODE_DIGITS,
    });
  });

  it("gives other form refusals no count", () => {
    expect(billingNotice("email-invalid")).toEqual({ kind: "error", key: "account.errors.emailInvalid" });
  });
});
