import { describe, expect, it } from "vitest";
import { CONSENT_VALUE, consentModeUpdate, consentStateOf } from "./consent";

describe("consent", () => {
  it("reads the flag cookie", () => {
    expect(consentStateOf(CONSENT_VALUE.accept)).toBe("accepted");
    expect(consentStateOf(CONSENT_VALUE.decline)).toBe("declined");
    expect(consentStateOf(undefined)).toBeNull();
    expect(consentStateOf("yes please")).toBeNull();
  });

  it("grants or denies ads and analytics together", () => {
    expect(new Set(Object.values(consentModeUpdate("accept")))).toEqual(new Set(["granted"]));
    expect(new Set(Object.values(consentModeUpdate("decline")))).toEqual(new Set(["denied"]));
    expect(Object.keys(consentModeUpdate("accept"))).toEqual(
      expect.arrayContaining(["ad_storage", "analytics_storage"]),
    );
  });
});
