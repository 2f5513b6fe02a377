import { describe, expect, it } from "vitest";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { OUTBOX_PATH } from "../dev/paths";
import { LOCALES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { NO_PREFETCH_PATTERNS } from "../routes/no-prefetch";
import { buildPath, enumeratePaths, type RouteDef } from "../routes/route-def";
import { ROUTES } from "../routes/table";
import {
  connectionAllowsPrefetch,
  isPrefetchable,
  NO_PREFETCH_SELECTOR,
  noPrefetchPatterns,
  speculationRules,
} from "./instant-navigation";

const PAGE = "https://www.vpnmaster.com/de/features";
const prefetchable = (href: string) => isPrefetchable(href, PAGE, NO_PREFETCH_PATTERNS);

/** One concrete path of a route, without locale prefix. */
const examplePath = (route: RouteDef) =>
  enumeratePaths(route)[0] ?? buildPath(route.pattern, { ...route.example });

describe("connectionAllowsPrefetch", () => {
  it("prefetches on ordinary connections and when the browser says nothing", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "2g", saveData: false })).toBe(true);
  });

  it("never prefetches on slow-2g or with Save-Data", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
  });
});

describe("the exclusion list", () => {
  const personal = ROUTES.filter((route) => route.personal);
  const content = ROUTES.filter((route) => !route.personal);

  it("comes from the route table: there are personal routes to exclude", () => {
    expect(personal.map((route) => route.name)).toContain("myaccount");
  });

  it("excludes every personal page in every locale, with or without a query or a deeper path", () => {
    for (const route of personal) {
      for (const locale of LOCALES) {
        for (const keepEn of [false, true]) {
          const path = localizedPath(locale, examplePath(route), keepEn);
          expect(prefetchable(path), path).toBe(false);
          expect(prefetchable(`${path}?from=header`), path).toBe(false);
        }
      }
    }
    expect(prefetchable("/pricing/checkout")).toBe(false);
    expect(prefetchable("/ja/pricing/checkout/12")).toBe(false);
  });

  it("takes every other page of the table in every locale", () => {
    for (const route of content) {
      for (const locale of LOCALES) {
        const path = localizedPath(locale, examplePath(route));
        if (path === new URL(PAGE).pathname) continue;
        expect(prefetchable(path), path).toBe(true);
      }
    }
  });

  it("does not exclude a page whose name only starts like a personal one", () => {
    expect(prefetchable("/pricing")).toBe(true);
    expect(prefetchable("/blog/login-tips")).toBe(true);
    expect(prefetchable("/loginx")).toBe(true);
  });

  it("excludes the API (so a sign-out call is never fetched ahead), its rewrite and the sandbox", () => {
    expect(prefetchable(ACCOUNT_CALLS.logout.path)).toBe(false);
    expect(prefetchable("/ws/mm/reca/r2/account/v1/web/login")).toBe(false);
    expect(prefetchable(OUTBOX_PATH)).toBe(false);
  });

  it("never takes another origin, another scheme, or the page itself", () => {
    expect(prefetchable("https://example.com/pricing")).toBe(false);
    expect(prefetchable("http://www.vpnmaster.com/pricing")).toBe(false);
    expect(prefetchable("mailto:press@vpnmaster.com")).toBe(false);
    expect(prefetchable("#faq")).toBe(false);
    expect(prefetchable("/de/features#faq")).toBe(false);
  });
});

describe("speculationRules", () => {
  it("prefetches same-origin links moderately, minus the excluded addresses and marked links", () => {
    const patterns = noPrefetchPatterns(["/myaccount"], ["en", "de"], ["/api"]);
    expect(patterns).toEqual(["/:lang(en|de)?/myaccount{/*}?", "/api{/*}?"]);
    expect(speculationRules(patterns)).toEqual({
      prefetch: [
        {
          source: "document",
          where: {
            and: [
              { href_matches: { pathname: "/*" } },
              { not: { href_matches: [{ pathname: patterns[0] }, { pathname: patterns[1] }] } },
              { not: { selector_matches: NO_PREFETCH_SELECTOR } },
            ],
          },
          eagerness: "moderate",
        },
      ],
    });
  });

  it("is valid JSON a browser can parse back", () => {
    const text = JSON.stringify(speculationRules(NO_PREFETCH_PATTERNS));
    expect(JSON.parse(text)).toEqual(speculationRules(NO_PREFETCH_PATTERNS));
  });
});
