import { DEFAULT_LOCALE, type Locale, ROUTED_LANGUAGES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The canonical URL of a page in a locale: English is the unprefixed form, never `/en/...`. */
export function canonicalUrl(origin: string, locale: Locale, barePath: string): string {
  return origin + localizedPath(locale, barePath);
}

/**
 * hreflang alternates: one per language at its canonical URL, plus x-default (unprefixed
 * English). `/en/...` is left out on purpose: it is an alias whose canonical is unprefixed, and
 * hreflang must name canonical URLs only. `languages` narrows the set to the languages a piece of
 * content exists in (a blog article not yet translated).
 */
export function alternates(
  origin: string,
  barePath: string,
  languages: readonly Locale[] = ROUTED_LANGUAGES.map((l) => l.code),
): Alternate[] {
  return [
    ...ROUTED_LANGUAGES.filter((l) => languages.includes(l.code)).map((l) => ({
      hreflang: l.iso,
      href: canonicalUrl(origin, l.code, barePath),
    })),
    ...(languages.includes(DEFAULT_LOCALE)
      ? [{ hreflang: "x-default", href: canonicalUrl(origin, DEFAULT_LOCALE, barePath) }]
      : []),
  ];
}

/** Open Graph wants `en_US`, not `en-US`; a bare code gets its Intl region (`it` → `it_IT`). */
export function ogLocale(intl: string): string {
  return intl.replace("-", "_");
}
