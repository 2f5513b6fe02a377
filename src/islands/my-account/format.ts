import { rightToLeftAmount } from "../../i18n/format";
import { isLocale, languageOf } from "../../i18n/languages";

/** Dates in the page's locale, always in UTC so the server's render and the browser's agree. */
export function formatDay(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    epochSeconds * 1000,
  );
}

/** An amount in its currency, as the page's locale writes it. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const text = new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  return isLocale(locale) && languageOf(locale).dir === "rtl" ? rightToLeftAmount(text) : text;
}
