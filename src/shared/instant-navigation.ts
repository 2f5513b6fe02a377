/**
 * Instant navigation (spec section 7: route payloads are prefetched after 1 second, never on
 * slow-2g): same-site links are prefetched when the visitor shows intent (hover, moderate
 * eagerness) through Speculation Rules, or a small fallback where the browser has none. Personal
 * pages are never prefetched: a prefetch would act with the visitor's session unasked.
 */
export const PREFETCH_START_DELAY_MS = 1000;
/** How long a pointer rests on a link before the fallback prefetches it ("moderate"). */
export const PREFETCH_HOVER_MS = 200;

export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching for a visitor who asked to save data or is on the slowest connections. */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  return !connection?.saveData && connection?.effectiveType !== "slow-2g";
}

/** Whether a link may be prefetched: same origin, a page (no fragment-only hop), not personal. */
export function isPrefetchable(href: URL, page: URL, personalPaths: readonly string[]): boolean {
  if (href.origin !== page.origin || !/^https?:$/.test(href.protocol)) return false;
  if (href.pathname === page.pathname && href.search === page.search) return false;
  // Any language prefix: a two-letter first segment, as the Speculation Rules' `/:lang` below.
  const bare = href.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "") || "/";
  return !personalPaths.some((path) => bare === path || bare.startsWith(`${path}/`));
}

/** The Speculation Rules document: prefetch same-site links on hover, never personal pages. */
export function speculationRules(personalPaths: readonly string[]): object {
  const excluded = personalPaths.flatMap((path) => [path, `${path}/*`, `/:lang${path}`, `/:lang${path}/*`]);
  return {
    prefetch: [
      {
        source: "document",
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: excluded } },
            { not: { selector_matches: "[data-no-prefetch], [download], [target]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  };
}
