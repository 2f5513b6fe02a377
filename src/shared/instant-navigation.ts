/**
 * Instant navigation (spec section 7: route payloads are prefetched after 1 second, never on
 * slow-2g; decision 060): same-site links are prefetched when the visitor shows intent (hover,
 * "moderate" eagerness) through Speculation Rules, or a small fallback where the browser has
 * none. These rules are shared by the server (which renders the exclusion list) and the browser
 * script (client/instant-navigation.ts), so they import nothing.
 */
export const PREFETCH_START_DELAY_MS = 1000;

/**
 * Where a page shown from a prefetch reports its view: the prefetch itself was not counted (it
 * may never be shown), so the page_show is sent when it is.
 */
export const PREFETCHED_VIEW_PATH = "/page-show";

/** The fallback's prefetched URLs this tab (sessionStorage), to know a page came from one. */
export const PREFETCHED_URLS_KEY = "prefetched-urls";

/** How long a pointer rests on a link before the fallback prefetches it (as "moderate" does). */
export const PREFETCH_HOVER_MS = 80;

/**
 * Links never prefetched, whatever their address: those a page marks `data-no-prefetch`, links
 * to another language version (`hreflang`: the language switcher and the footer's list; arriving
 * stores the language, so a prefetch on hover would switch it for a visitor who only pointed),
 * rel=nofollow, downloads, and links that open another tab.
 */
export const NO_PREFETCH_SELECTOR =
  "[data-no-prefetch],[hreflang],[rel~=nofollow],[download],[target=_blank]";

/** Whole trees that are no pages to read: the API gateway, its recaptcha rewrite, the sandbox tools. */
export const SERVICE_PATH_PREFIXES = ["/api", "/ws", "/sandbox"] as const;

export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching for a visitor who asked to save data or is on the slowest connections. */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  return !connection?.saveData && connection?.effectiveType !== "slow-2g";
}

/**
 * URL pathname patterns (URLPattern syntax, as Speculation Rules' `href_matches` reads them) of
 * every address never to prefetch: each path and everything below it, the personal ones behind
 * any locale prefix too.
 */
export function noPrefetchPatterns(
  personalPaths: readonly string[],
  locales: readonly string[],
  servicePaths: readonly string[] = SERVICE_PATH_PREFIXES,
): string[] {
  const lang = `/:lang(${locales.join("|")})?`;
  return [
    ...personalPaths.map((path) => `${lang}${path}{/*}?`),
    ...servicePaths.map((path) => `${path}{/*}?`),
  ];
}

/** The Speculation Rules document: prefetch same-origin links on hover, none of the excluded. */
export function speculationRules(patterns: readonly string[]): object {
  // Object patterns inherit the page's origin and leave the query open, so `/login?x` is excluded too.
  return {
    prefetch: [
      {
        source: "document",
        where: {
          and: [
            { href_matches: { pathname: "/*" } },
            { not: { href_matches: patterns.map((pathname) => ({ pathname })) } },
            { not: { selector_matches: NO_PREFETCH_SELECTOR } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}

/** URLPattern as far as used here (not every TypeScript DOM library declares it). */
type PatternConstructor = new (init: { pathname: string; baseURL: string }) => { test(url: string): boolean };

/**
 * The fallback's test for a link's address: same origin, another page (not a jump within this
 * one), not excluded. Without URLPattern nothing is prefetched: never guess at an exclusion.
 */
export function isPrefetchable(href: string, page: string, patterns: readonly string[]): boolean {
  const Pattern = (globalThis as { URLPattern?: PatternConstructor }).URLPattern;
  if (typeof Pattern !== "function") return false;
  const url = new URL(href, page);
  const here = new URL(page);
  if (url.origin !== here.origin) return false;
  if (url.pathname === here.pathname && url.search === here.search) return false;
  return !patterns.some((pathname) => new Pattern({ pathname, baseURL: page }).test(url.href));
}
