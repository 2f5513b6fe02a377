import { LOCALES } from "../i18n/languages";
import { noPrefetchPatterns } from "../shared/instant-navigation";
import { ROUTES } from "./table";

/** A route's fixed part: `/pricing/checkout/:id?` → `/pricing/checkout` (all below is excluded too). */
const fixedPart = (pattern: string) => pattern.replace(/\/:.*$/, "") || "/";

/**
 * THE list of addresses instant navigation never prefetches, derived from the route table: every
 * personal page (a prefetch would act with the visitor's session or show their data unasked) in
 * every locale, and the service trees. The layout hands it to the browser script.
 */
export const NO_PREFETCH_PATTERNS: readonly string[] = noPrefetchPatterns(
  ROUTES.filter((route) => route.personal).flatMap((route) =>
    [route.pattern, ...(route.aliases ?? [])].map(fixedPart),
  ),
  LOCALES,
);
