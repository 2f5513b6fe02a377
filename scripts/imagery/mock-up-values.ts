import { CONNECTED_REGION } from "../../src/catalog/app-screens";
import { SERVER_REGION_IDS, SERVER_REGIONS, type ServerRegion } from "../../src/catalog/server-regions";
import { type Locale, languageOf } from "../../src/i18n/languages";

/**
 * The illustrative values of a connected session: an address from the documentation range
 * (RFC 5737), a session time and speeds. They are pictures of the app, not claims, so they are
 * fixed here and formatted in the locale (digits, units) like the app would.
 */
const EXIT_IP = "203.0.113.24";
const SESSION_SECONDS = 1 * 3600 + 24 * 60 + 36;
const DOWNLOAD_MBPS = 312;
const UPLOAD_MBPS = 148;

export interface Place {
  region: ServerRegion;
  code: string;
  name: string;
  /** A round trip in the locale's digits and unit. */
  latency: string;
}

const number = (locale: Locale, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(languageOf(locale).intl, options);

function latencyOf(index: number): number {
  // Spread, repeatable numbers: a list of equal pings looks fake.
  return 12 + ((index * 37) % 160);
}

/** Every server region, named as the site names it and in the locale's alphabetical order. */
export function places(locale: Locale, countries: Readonly<Record<string, string>>): Place[] {
  const intl = languageOf(locale).intl;
  const collator = new Intl.Collator(intl);
  const ms = number(locale, { style: "unit", unit: "millisecond", unitDisplay: "short" });
  return SERVER_REGION_IDS.map((region, index) => ({
    region,
    code: SERVER_REGIONS[region],
    name: countries[SERVER_REGIONS[region]] ?? SERVER_REGIONS[region],
    latency: ms.format(latencyOf(index)),
  })).sort((a, b) => collator.compare(a.name, b.name));
}

export function connectedPlace(locale: Locale, countries: Readonly<Record<string, string>>): Place {
  const place = places(locale, countries).find(({ region }) => region === CONNECTED_REGION);
  if (!place) throw new Error(`${CONNECTED_REGION} is no server region`);
  return place;
}

export interface SessionValues {
  ip: string;
  session: string;
  download: string;
  upload: string;
  clock: string;
}

export function sessionValues(locale: Locale): SessionValues {
  const two = number(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const h = Math.floor(SESSION_SECONDS / 3600);
  const m = Math.floor((SESSION_SECONDS % 3600) / 60);
  const s = SESSION_SECONDS % 60;
  const speed = number(locale, { style: "unit", unit: "megabit-per-second", maximumFractionDigits: 0 });
  const clock = new Intl.DateTimeFormat(languageOf(locale).intl, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2026, 0, 1, 9, 41));
  return {
    ip: EXIT_IP,
    session: [h, m, s].map((part) => two.format(part)).join(":"),
    download: speed.format(DOWNLOAD_MBPS),
    upload: speed.format(UPLOAD_MBPS),
    clock,
  };
}
