/** Dates in the page's locale, always in UTC so the server's render and the browser's agree. */
export function formatDay(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    epochSeconds * 1000,
  );
}
