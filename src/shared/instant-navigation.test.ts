import { describe, expect, it } from "vitest";
import { connectionAllowsPrefetch, isPrefetchable, speculationRules } from "./instant-navigation";

const PERSONAL = ["/myaccount", "/paystatus", "/pricing/checkout"];
const page = new URL("https://www.vpnmaster.com/de/features");
const link = (href: string) => new URL(href, page);

describe("connectionAllowsPrefetch", () => {
  it("prefetches on ordinary connections and when the browser says nothing", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(true);
  });

  it("never prefetches on slow-2g or with Save-Data", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
  });
});

describe("isPrefetchable", () => {
  it("takes same-site pages in any language", () => {
    expect(isPrefetchable(link("/de/pricing"), page, PERSONAL)).toBe(true);
    expect(isPrefetchable(link("/blog/what-is-a-no-logs-vpn"), page, PERSONAL)).toBe(true);
  });

  it("never takes personal pages, with or without a locale prefix", () => {
    for (const href of [
      "/myaccount",
      "/de/myaccount",
      "/ar/paystatus",
      "/pricing/checkout/12",
      "/ja/pricing/checkout",
    ]) {
      expect(isPrefetchable(link(href), page, PERSONAL), href).toBe(false);
    }
  });

  it("never takes another site, another scheme, or the page itself", () => {
    expect(isPrefetchable(link("https://example.com/pricing"), page, PERSONAL)).toBe(false);
    expect(isPrefetchable(link("mailto:press@vpnmaster.com"), page, PERSONAL)).toBe(false);
    expect(isPrefetchable(link("#faq"), page, PERSONAL)).toBe(false);
  });
});

describe("speculationRules", () => {
  it("prefetches moderately and excludes each personal path in every locale", () => {
    const rules = speculationRules(["/myaccount"]) as {
      prefetch: { eagerness: string; where: { and: [unknown, { not: { href_matches: string[] } }] } }[];
    };
    const [rule] = rules.prefetch;
    expect(rule?.eagerness).toBe("moderate");
    expect(rule?.where.and[1].not.href_matches).toEqual([
      "/myaccount",
      "/myaccount/*",
      "/:lang/myaccount",
      "/:lang/myaccount/*",
    ]);
  });
});
