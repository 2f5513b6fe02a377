import { describe, expect, it } from "vitest";
import { pathTo, type SitePath } from "./route-paths";

// The `@ts-expect-error` lines are the type check's half of this test: `npm run typecheck` fails
// the day a pattern no page module declares, a missing parameter or an unknown path is accepted.
// The patterns come from src/pages/page-modules.ts (declaration merging).
describe("typed links", () => {
  it("builds a route's bare path from its pattern, its parameters filled and encoded", () => {
    expect(pathTo("/pricing")).toBe("/pricing");
    expect(pathTo("/")).toBe("/");
    expect(pathTo("/blog/:unikey", { unikey: "what-is-a-no-logs-vpn" })).toBe("/blog/what-is-a-no-logs-vpn");
    expect(pathTo("/download/:product", { product: "ios" })).toBe("/download/ios");
    expect(pathTo("/myaccount/receipt/:id", { id: "ord_1 2" })).toBe("/myaccount/receipt/ord_1%202");
  });

  it("leaves an optional parameter out when it is not given", () => {
    expect(pathTo("/pricing/checkout/:id?")).toBe("/pricing/checkout");
    expect(pathTo("/pricing/checkout/:id?", { id: "12" })).toBe("/pricing/checkout/12");
  });

  it("refuses, at type-check time, a route that does not exist or a parameter it lacks", () => {
    // @ts-expect-error: no page module declares this pattern (the type check is the guard).
    expect(pathTo("/pricng")).toBe("/pricng");
    // @ts-expect-error: the article route needs its unikey.
    expect(pathTo("/blog/:unikey")).toBe("/blog");
    // @ts-expect-error: a parameter the pattern does not name.
    expect(pathTo("/download/:product", { platform: "ios" })).toBe("/download");
  });

  it("types a hand-written link against the route table's patterns", () => {
    const links: SitePath[] = [
      "/pricing",
      "/blog/any-article",
      "/pricing/checkout",
      "/pricing?plan=12",
      "/#faq",
    ];
    expect(links).toHaveLength(5);
    // @ts-expect-error: no route answers this path.
    const typo: SitePath = "/pricng";
    // @ts-expect-error: a path takes no locale prefix; `localizedPath` adds it.
    const prefixed: SitePath = "/de/pricing";
    expect([typo, prefixed]).toHaveLength(2);
  });
});
