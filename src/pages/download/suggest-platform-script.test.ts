import { describe, expect, it } from "vitest";
import { SUGGEST_PLATFORM_SCRIPT } from "./suggest-platform-script";

describe("the platform suggestion script", () => {
  it("uses no syntax newer than old TV browsers understand (no ?. or ??)", () => {
    expect(SUGGEST_PLATFORM_SCRIPT.match(/.{0,40}(\?\.|\?\?).{0,40}/g) ?? []).toEqual([]);
  });

  it("is a complete expression statement that parses", () => {
    expect(() => new Function(SUGGEST_PLATFORM_SCRIPT)).not.toThrow();
  });
});
