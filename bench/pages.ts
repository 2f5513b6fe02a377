import { CONSENT_COOKIE } from "../src/catalog/cookies";
import type { Locale } from "../src/i18n/languages";
import { localizedPath } from "../src/i18n/locale-path";
import { CONSENT_VALUE } from "../src/shared/consent";
import { examplePath, routeOf } from "../test/quality/site";

/** The page types the bench measures, each by one example path from the route table. */
export const PAGE_TYPES = [
  { type: "home", path: examplePath(routeOf("home")) },
  { type: "pricing", path: examplePath(routeOf("pricing")) },
  { type: "download", path: examplePath(routeOf("download-product")) },
  { type: "server region", path: examplePath(routeOf("vpn-server-detail")) },
  { type: "blog article", path: examplePath(routeOf("blog-article")) },
  // Any path no route matches renders the not-found page.
  { type: "404", path: "/bench-no-such-page" },
] as const;

export const BENCH_LOCALES = ["en", "de", "ar"] as const satisfies readonly Locale[];

export interface BenchPage {
  type: string;
  locale: Locale;
  path: string;
}

export const BENCH_PAGES: BenchPage[] = BENCH_LOCALES.flatMap((locale) =>
  PAGE_TYPES.map(({ type, path }) => ({ type, locale, path: localizedPath(locale, path) })),
);

/** A returning visitor who declined analytics: the page itself, no banner, no analytics write. */
export const RETURNING_HEADERS = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  "Accept-Language": "en",
  Cookie: `${CONSENT_COOKIE.name}=${CONSENT_VALUE.decline}`,
};
/** A first-time visitor: no cookies yet, so the consent banner (and its script) is on the page. */
export const FIRST_VISIT_HEADERS = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
  "Accept-Language": "en",
};
