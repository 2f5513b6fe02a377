import { type Locale, languageOf } from "../../i18n/languages";

const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;

/** A cookie's Max-Age as people say it, in the locale ("1 year", "45 Tage"); null for a session cookie. */
export function cookieLifetime(maxAge: number | undefined, locale: Locale): string | null {
  if (maxAge === undefined) return null;
  const [unit, value] =
    maxAge % YEAR === 0 ? (["year", maxAge / YEAR] as const) : (["day", Math.round(maxAge / DAY)] as const);
  return new Intl.NumberFormat(languageOf(locale).intl, { style: "unit", unit, unitDisplay: "long" }).format(
    value,
  );
}
