/**
 * The euro area as a buyer's country (ISO 3166-1 alpha-2, as CF-IPCountry): the twenty-one member
 * states (Bulgaria since 1 January 2026) and the states and territories that use the euro by
 * agreement or on their own (Andorra, Monaco, San Marino, Vatican City, Montenegro, Kosovo).
 * Germany first: it stands for the euro where one country must (see CURRENCIES).
 */
export const EURO_COUNTRIES = [
  "DE",
  "AD",
  "AT",
  "BE",
  "BG",
  "CY",
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

interface PriceCurrency {
  /** What the API's `currencySymbol` says; pages format amounts through Intl instead. */
  readonly symbol: string;
  /**
   * The countries whose buyers are quoted this currency. The first stands for all of them where
   * one country must: the pricing page's cache variant and its cached price lookup.
   */
  readonly countries: readonly [string, ...string[]];
  /**
   * Digits after the decimal point (ISO 4217's minor unit): every amount in the data, and every
   * amount Stripe, Paddle and Razorpay take, is an integer of 10^-decimals of the currency (cents,
   * paise, grosze, centavos; whole yen). src/catalog/minor-units.ts converts.
   */
  readonly decimals: 0 | 2;
}

/**
 * The price currencies: the spec's four (section 3), the Indian rupee (decision 168) and the
 * currencies of the countries whose local payment methods settle only in their own: euro, złoty,
 * yen and real (issue 20, decision 178). A buyer's country picks one; any other country pays USD.
 */
export const CURRENCIES = {
  USD: { symbol: "$", countries: ["US"], decimals: 2 },
  AUD: { symbol: "A$", countries: ["AU"], decimals: 2 },
  CAD: { symbol: "CA$", countries: ["CA"], decimals: 2 },
  GBP: { symbol: "£", countries: ["GB"], decimals: 2 },
  INR: { symbol: "₹", countries: ["IN"], decimals: 2 },
  EUR: { symbol: "€", countries: EURO_COUNTRIES, decimals: 2 },
  PLN: { symbol: "zł", countries: ["PL"], decimals: 2 },
  JPY: { symbol: "¥", countries: ["JP"], decimals: 0 },
  BRL: { symbol: "R$", countries: ["BR"], decimals: 2 },
} as const satisfies Record<string, PriceCurrency>;

export type Currency = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

export const DEFAULT_CURRENCY: Currency = "USD";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && Object.hasOwn(CURRENCIES, value);
}

const BY_COUNTRY: ReadonlyMap<string, Currency> = new Map(
  CURRENCY_CODES.flatMap((code) => CURRENCIES[code].countries.map((country) => [country, code] as const)),
);

/** The currency a visitor from a country pays in; USD everywhere else. */
export function currencyForCountry(country: string | null): Currency {
  return ownCurrencyOf(country) ?? DEFAULT_CURRENCY;
}

/** The country's own currency when we price in it (US, the euro area, Japan…), else null. */
export function ownCurrencyOf(country: string | null | undefined): Currency | null {
  return country ? (BY_COUNTRY.get(country.toUpperCase()) ?? null) : null;
}

/** The country that stands for a currency: its price lookup is every such buyer's (see CURRENCIES). */
export function quoteCountryOf(currency: Currency): string {
  return CURRENCIES[currency].countries[0];
}
