import { remainParts } from "../shared/user-info";
import { type Locale, languageOf } from "./languages";

/**
 * A span of time in words through Intl ("12 days, 3 hours"; "١٢ يومًا و٣ ساعات"): the two largest
 * non-zero units, plural forms and list joining by the locale's own rules.
 */
export function durationInWords(seconds: number, locale: Locale): string {
  const intl = languageOf(locale).intl;
  const { days, hours, minutes } = remainParts(seconds);
  const units: [number, "day" | "hour" | "minute"][] = [
    [days, "day"],
    [hours, "hour"],
    [minutes, "minute"],
  ];
  const parts = units
    .filter(([value]) => value > 0)
    .slice(0, 2)
    .map(([value, unit]) =>
      new Intl.NumberFormat(intl, { style: "unit", unit, unitDisplay: "long" }).format(value),
    );
  if (parts.length === 0) {
    return new Intl.NumberFormat(intl, { style: "unit", unit: "minute", unitDisplay: "long" }).format(0);
  }
  return new Intl.ListFormat(intl, { style: "long", type: "unit" }).format(parts);
}
