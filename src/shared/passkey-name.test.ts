import { describe, expect, it } from "vitest";
import { isValidPasskeyName } from "./passkey-name";

describe("isValidPasskeyName", () => {
  it("takes 1 to 64 characters after trimming, in any script", () => {
    expect(isValidPasskeyName("Work laptop")).toBe(true);
    expect(isValidPasskeyName("  هاتفي  ")).toBe(true);
    expect(isValidPasskeyName("x".repeat(64))).toBe(true);
  });

  it("refuses an empty or blank name, one longer than 64, and control characters", () => {
    expect(isValidPasskeyName("")).toBe(false);
    expect(isValidPasskeyName("   ")).toBe(false);
    expect(isValidPasskeyName("x".repeat(65))).toBe(false);
    expect(isValidPasskeyName("line\nbreak")).toBe(false);
    expect(isValidPasskeyName("bell\u0007")).toBe(false);
    expect(isValidPasskeyName("c1\u0085")).toBe(false);
  });
});
