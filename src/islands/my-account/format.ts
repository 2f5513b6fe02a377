import { rightToLeftAmount } from "../../i18n/format";
import { isLocale, languageOf } from "../../i18n/languages";
import { getOrCreate } from "../../shared/get-or-create";

/**
 * Formatters made once per locale (and currency): building one costs far more than using it, and
 * My account formats dozens of dates and amounts per render.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Dates in the page's locale, always in UTC so the server's render and the browser's agree. */
export function formatDay(epochSeconds: number, locale: string): string {
  return getOrCreate(
    dayFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
  ).format(epochSeconds * 1000);
}

/** An amount in its currency, as the page's locale writes it. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const format = getOrCreate(
    moneyFormats,
    `${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency }),
  );
  const text = format.format(amount);
  return isLocale(locale) && languageOf(locale).dir === "rtl" ? rightToLeftAmount(text) : text;
}
