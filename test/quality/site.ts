import { LOCALES, type Locale } from "../../src/i18n/languages";
import { localizedPath } from "../../src/i18n/locale-path";
import { buildPath, enumeratePaths, type RouteDef } from "../../src/routes/route-def";
import { ROUTES } from "../../src/routes/table";

/**
 * What the gates visit, derived from the route table so a page that lands later is checked
 * without anyone listing it: one concrete path per route (the first enumerable value, or the
 * route's `example`), in the locales a gate asks for.
 */
export interface SitePage {
  route: RouteDef;
  locale: Locale;
  /** Path with locale prefix, as a visitor requests it. */
  path: string;
}

export { LOCALES };

/** One concrete, valid path for a route (no locale prefix). */
export function examplePath(route: RouteDef): string {
  const listed = enumeratePaths(route)[0];
  if (listed !== undefined) return listed;
  if (!route.example) throw new Error(`route ${route.name} has parameters but no example in the table`);
  return buildPath(route.pattern, { ...route.example });
}

/** `QUALITY_ROUTES=pricing,home npm run check:site -- axe`: a focused run over some routes only. */
const ONLY = process.env.QUALITY_ROUTES?.split(",").filter(Boolean);
const SELECTED = ONLY ? ROUTES.filter((r) => ONLY.includes(r.name)) : ROUTES;

export function sitePages(locales: readonly Locale[], routes: readonly RouteDef[] = SELECTED): SitePage[] {
  return locales.flatMap((locale) =>
    routes.map((route) => ({ route, locale, path: localizedPath(locale, examplePath(route)) })),
  );
}

/**
 * Pages with real state may hydrate React (house rule: account, checkout, payment status, the
 * WebRTC tool); every other page is content and must not. Standalone pages and pages that name a
 * third party are the account and checkout flows.
 */
const STATEFUL_ROUTES: ReadonlySet<string> = new Set(["myaccount", "webrtc-leak-test"]);

export const isContentRoute = (route: RouteDef) =>
  route.layout !== "standalone" && !route.thirdParties?.length && !STATEFUL_ROUTES.has(route.name);

/** The page types the budgets name, by route: the same set Lighthouse and the bench use. */
export const KEY_ROUTES = [
  "home",
  "pricing",
  "download-product",
  "vpn-server-detail",
  "blog-article",
] as const;

export function routeOf(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name} in the table`);
  return route;
}

/** `/de/pricing` → the `pricing` route; null when no route of the table has this shape. */
export function routeForPath(barePath: string): RouteDef | null {
  return ROUTES.find((route) => patternRegex(route).test(barePath)) ?? null;
}

function patternRegex(route: RouteDef): RegExp {
  const source = route.pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return segment.endsWith("?") ? "?([^/]*)" : "([^/]+)";
    })
    .join("/");
  return new RegExp(`^${source === "" ? "/" : source}/?$`);
}
