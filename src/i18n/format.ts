import { fromMinor } from "../catalog/minor-units";
import { getOrCreate } from "../shared/get-or-create";
import { type Locale, languageOf } from "./languages";

/**
 * Numbers, prices, dates and country names through Intl in the page's locale. Formatters are
 * costly to build and pure, so each is built once per isolate.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.ListFormat;

const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, build: () => T): T {
  return getOrCreate(cache, key, build) as T;
}

const intlOf = (locale: Locale) => languageOf(locale).intl;

export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const intl = intlOf(locale);
  const text = cached(
    `price:${intl}:${currency}`,
    () => new Intl.NumberFormat(intl, { style: "currency", currency }),
  ).format(amount);
  return languageOf(locale).dir === "rtl" ? rightToLeftAmount(text) : text;
}

/** An amount the data holds in minor units (cents; whole yen): src/catalog/minor-units.ts. */
export function formatMinorPrice(minor: number, currency: string, locale: Locale): string {
  return formatPrice(fromMinor(minor, currency), currency, locale);
}

/**
 * An amount as a right-to-left sentence shows it whole. Arabic writes "‏83.76 US$"; in a
 * right-to-left line the "$" after the Latin "US" would take the line's direction and jump to the
 * far side ("$US 83.76"). A left-to-right mark after a Latin-led symbol keeps "US$" one unit, and
 * the isolates (FSI … PDI) keep the neighbouring words from reordering the amount.
 */
export function rightToLeftAmount(formatted: string): string {
  return `\u2068${formatted.replace(/([A-Za-z]+\p{Sc})/u, "$1\u200e")}\u2069`;
}

export function formatNumber(value: number, locale: Locale): string {
  const intl = intlOf(locale);
  return cached(`number:${intl}`, () => new Intl.NumberFormat(intl)).format(value);
}

export function formatPercent(fraction: number, locale: Locale): string {
  const intl = intlOf(locale);
  return cached(`percent:${intl}`, () => new Intl.NumberFormat(intl, { style: "percent" })).format(fraction);
}

/** A calendar date in the locale's long form; `timeZone` defaults to UTC so output is stable. */
export function formatDate(date: Date | number, locale: Locale, timeZone = "UTC"): string {
  const intl = intlOf(locale);
  return cached(
    `date:${intl}:${timeZone}`,
    () => new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone }),
  ).format(date);
}

/** A date and time of day with its time zone, "November 4, 2026 at 3:10 AM UTC"; UTC by default. */
export function formatDateTime(date: Date | number, locale: Locale, timeZone = "UTC"): string {
  const intl = intlOf(locale);
  return cached(
    `datetime:${intl}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intl, {
        year: "numeric",
        month: "long",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }),
  ).format(date);
}

/** Items joined as the locale lists them: "Singapore and India", "Singapur und Indien". */
export function formatList(items: readonly string[], locale: Locale): string {
  const intl = intlOf(locale);
  return cached(`list:${intl}`, () => new Intl.ListFormat(intl, { type: "conjunction" })).format(items);
}

/** A country's name in the locale (`DE` → "Allemagne" in French); the code itself if unknown. */
export function countryName(code: string, locale: Locale): string {
  return displayName("region", code, locale);
}

/** A currency's name in the locale (`GBP` → "British Pound", "livre sterling"); the code itself if unknown. */
export function currencyName(code: string, locale: Locale): string {
  return displayName("currency", code, locale);
}

// Names by type, locale and code, per isolate: `DisplayNames.of` looks the name up in ICU's data
// on every call (0.13 ms of a profiled My account view for the footer's one country), and a page
// asks for the same few names on every render. Only well-formed codes are kept (AA, 419, AAA), so
// whatever a request sends cannot grow the memo: a few hundred names per locale at most.
const names = new Map<string, string>();
const NAME_CODE = { region: /^(?:[A-Z]{2}|\d{3})$/, currency: /^[A-Z]{3}$/ } as const;

/** A region's or currency's name in the locale; the code itself when Intl has none. */
function displayName(type: keyof typeof NAME_CODE, code: string, locale: Locale): string {
  const intl = intlOf(locale);
  const look = () => {
    try {
      return cached(`${type}:${intl}`, () => new Intl.DisplayNames([intl], { type })).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return NAME_CODE[type].test(code) ? getOrCreate(names, `${type}:${intl}:${code}`, look) : look();
}

/** A number of days in words, "45 days" / "45 Tage" / "45日" (Intl's plural rules, no message keys). */
export function formatDays(days: number, locale: Locale): string {
  const intl = intlOf(locale);
  return cached(
    `days:${intl}`,
    () => new Intl.NumberFormat(intl, { style: "unit", unit: "day", unitDisplay: "long" }),
  ).format(days);
}
