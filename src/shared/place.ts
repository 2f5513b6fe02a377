/**
 * A place as "city, region, country", joined with the reader's separator (`, ` in English,
 * `، ` in Arabic, `、` in Japanese: a message, since Intl.ListFormat would add "and"). Used by the
 * server render and the browser's re-check alike, so both read the same.
 */
export function formatPlace(parts: readonly (string | null)[], separator: string): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}
