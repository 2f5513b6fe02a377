import { describe, expect, it } from "vitest";
import { applyWaivers, WAIVERS } from "./waivers";

describe("waivers", () => {
  it("each name a check, a match and a reason", () => {
    for (const waiver of WAIVERS) {
      expect(waiver.check).toMatch(/^[a-z-]+$/);
      expect(waiver.match.length).toBeGreaterThan(3);
      expect(waiver.reason.length).toBeGreaterThan(10);
    }
  });

  it("keep every problem of a check that has no waiver", () => {
    const problems = ["/x: color-contrast — .button", "/y: link-in-text-block — p > a"];
    expect(applyWaivers("no-such-check", problems)).toEqual({ kept: problems, waived: [], stale: [] });
  });
});
