import type { Locale } from "../i18n/languages";

/** Russian has its own help centre; every other language reads the en-us one (spec section 2). */
const HELP_CENTRE_BASE = "https://help.vpnmaster.com/hc";

export function helpCentreUrl(locale: Locale): string {
  return `${HELP_CENTRE_BASE}/${locale === "ru" ? "ru" : "en-us"}`;
}
