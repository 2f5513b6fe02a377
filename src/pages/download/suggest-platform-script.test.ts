import { describe, expect, it } from "vitest";
import { HOLD_LIST_SCRIPT, SUGGEST_PLATFORM_SCRIPT } from "./suggest-platform-script";

describe("the platform suggestion script", () => {
  it.each([HOLD_LIST_SCRIPT, SUGGEST_PLATFORM_SCRIPT])(
    "uses no syntax newer than old TV browsers understand (no ?. or ??)",
    (script) => {
      expect(script.match(/.{0,40}(\?\.|\?\?).{0,40}/g) ?? []).toEqual([]);
    },
  );

  it.each([HOLD_LIST_SCRIPT, SUGGEST_PLATFORM_SCRIPT])(
    "is a complete expression statement that parses",
    (script) => {
      expect(() => new Function(script)).not.toThrow();
    },
  );

  it("lets the list show whatever happens, once it ran", () => {
    expect(SUGGEST_PLATFORM_SCRIPT).toMatch(/finally\{r\.removeAttribute\("data-suggesting"\)\}/);
  });
});
