import { DEFAULT_LOCALE, isLocale, type Locale } from "./languages";

export interface SplitPath {
  /** The locale named by the first segment, or null for an unprefixed path. */
  prefix: Locale | null;
  /** The path without the locale segment; always starts with `/`. */
  rest: string;
}

/** `/de/pricing` → { prefix: "de", rest: "/pricing" }; `/de` → { prefix: "de", rest: "/" }. */
export function splitLocalePath(path: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const segment = match?.[1];
  if (segment !== undefined && isLocale(segment)) {
    return { prefix: segment, rest: match?.[2] ?? "/" };
  }
  return { prefix: null, rest: path };
}

/**
 * The URL of an unprefixed path in a locale. English lives unprefixed; `/en/...` exists as an
 * alias whose canonical form is the unprefixed one.
 */
export function localizedPath(locale: Locale, rest: string, keepEnPrefix = false): string {
  if (locale === DEFAULT_LOCALE && !keepEnPrefix) return rest;
  return rest === "/" ? `/${locale}` : `/${locale}${rest}`;
}
