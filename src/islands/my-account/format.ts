import { rightToLeftAmount } from "../../i18n/format";
import { isLocale, languageOf } from "../../i18n/languages";

/**
 * Formatters made once per locale (and currency): building one costs far more than using it, and
 * My account formats dozens of dates and amounts per render.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

function memo<T>(formats: Map<string, T>, key: string, build: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/** Dates in the page's locale, always in UTC so the server's render and the browser's agree. */
export function formatDay(epochSeconds: number, locale: string): string {
  return memo(
    dayFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
  ).format(epochSeconds * 1000);
}

/** An amount in its currency, as the page's locale writes it. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const format = memo(
    moneyFormats,
    `${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency }),
  );
  const text = format.format(amount);
  return isLocale(locale) && languageOf(locale).dir === "rtl" ? rightToLeftAmount(text) : text;
}
