/**
 * Message keys whose value may equal the English one without being untranslated: brand names,
 * and words a language spells the same (country names, "Blog", "Menu"). `*` ends a key prefix;
 * the `all` list applies to every locale.
 */
export const IDENTICAL_ALLOWED: Record<string, readonly string[]> = {
  all: [
    "common.brand",
    "common.ok",
    "location.countries.*",
    "affiliate.tracking.networks.cj",
    "affiliate.tracking.networks.admitad",
    // "Cookie" is the word itself in most languages.
    "affiliate.tracking.columns.cookie",
  ],
  es: ["header.nav.blog", "footer.links.blog"],
  fr: ["header.nav.blog", "footer.links.blog", "header.menu", "location.regions.europe"],
};

export function identicalIsAllowed(locale: string, key: string): boolean {
  return [...(IDENTICAL_ALLOWED.all ?? []), ...(IDENTICAL_ALLOWED[locale] ?? [])].some((pattern) =>
    pattern.endsWith("*") ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}
