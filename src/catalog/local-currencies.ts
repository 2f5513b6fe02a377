/**
 * The currency each country pays in, for the currencies the European Central Bank publishes a
 * daily reference rate for (src/pricing/reference-rates.ts): only those can be shown as an
 * approximate local amount next to a price we charge in another currency (issue 23). A country
 * missing here gets no hint. Bulgaria uses the euro since 1 January 2026.
 */
const EURO_COUNTRIES = [
  "AD",
  "AT",
  "BE",
  "BG",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MC",
  "ME",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
  "SM",
  "VA",
  "XK",
] as const;

const OTHER_COUNTRIES: Readonly<Record<string, string>> = {
  AU: "AUD",
  BR: "BRL",
  CA: "CAD",
  CH: "CHF",
  CN: "CNY",
  CZ: "CZK",
  DK: "DKK",
  FO: "DKK",
  GB: "GBP",
  GL: "DKK",
  HK: "HKD",
  HU: "HUF",
  ID: "IDR",
  IL: "ILS",
  IN: "INR",
  IS: "ISK",
  JP: "JPY",
  KR: "KRW",
  LI: "CHF",
  MX: "MXN",
  MY: "MYR",
  NO: "NOK",
  NZ: "NZD",
  PH: "PHP",
  PL: "PLN",
  RO: "RON",
  SE: "SEK",
  SG: "SGD",
  TH: "THB",
  TR: "TRY",
  US: "USD",
  ZA: "ZAR",
};

/** A country's own currency (ISO 4217) when the reference rates cover it, else null. */
export function localCurrencyOf(country: string | null | undefined): string | null {
  if (!country) return null;
  if ((EURO_COUNTRIES as readonly string[]).includes(country)) return "EUR";
  return OTHER_COUNTRIES[country] ?? null;
}
