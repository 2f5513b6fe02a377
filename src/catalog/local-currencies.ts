import { ownCurrencyOf } from "./currencies";

/**
 * The currency each country pays in, for the currencies the European Central Bank publishes a
 * daily reference rate for (src/pricing/reference-rates.ts): only those can be shown as an
 * approximate local amount next to a price we charge in another currency (issue 23). The
 * countries of the currencies we price in (the euro area, Japan…) come from CURRENCIES, the one
 * home of that list; this table adds those we do not price in. A country in neither gets no hint.
 */
const UNPRICED_COUNTRIES: Readonly<Record<string, string>> = {
  CH: "CHF",
  CN: "CNY",
  CZ: "CZK",
  DK: "DKK",
  FO: "DKK",
  GL: "DKK",
  HK: "HKD",
  HU: "HUF",
  ID: "IDR",
  IL: "ILS",
  IS: "ISK",
  KR: "KRW",
  LI: "CHF",
  MX: "MXN",
  MY: "MYR",
  NO: "NOK",
  NZ: "NZD",
  PH: "PHP",
  RO: "RON",
  SE: "SEK",
  SG: "SGD",
  TH: "THB",
  TR: "TRY",
  ZA: "ZAR",
};

/** A country's own currency (ISO 4217) when the reference rates cover it, else null. */
export function localCurrencyOf(country: string | null | undefined): string | null {
  if (!country) return null;
  return ownCurrencyOf(country) ?? UNPRICED_COUNTRIES[country] ?? null;
}
