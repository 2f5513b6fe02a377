/**
 * A place as "city, region, country" in the reader's language: Intl.ListFormat picks the
 * separator (`, ` in English, `، ` in Arabic, `、` in Japanese). Used by the server render and
 * the browser's re-check alike, so both read the same.
 */
export function formatPlace(parts: readonly (string | null)[], intlLocale: string): string {
  const present = parts.filter((part): part is string => Boolean(part));
  return new Intl.ListFormat(intlLocale, { style: "short", type: "unit" }).format(present);
}
