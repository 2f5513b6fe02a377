/**
 * The price currencies, their symbols and the countries that use them: the spec's four (section 3)
 * and the Indian rupee (issue 20, decision 168: UPI and net banking settle rupees only).
 */
export const CURRENCIES = {
  USD: { symbol: "$", country: "US" },
  AUD: { symbol: "A$", country: "AU" },
  CAD: { symbol: "CA$", country: "CA" },
  GBP: { symbol: "£", country: "GB" },
  INR: { symbol: "₹", country: "IN" },
} as const;

export type Currency = keyof typeof CURRENCIES;

export const DEFAULT_CURRENCY: Currency = "USD";

/** The currency a visitor from a country pays in; USD everywhere else. */
export function currencyForCountry(country: string | null): Currency {
  return ownCurrencyOf(country) ?? DEFAULT_CURRENCY;
}

/** The country's own currency when we price in it (US, AU, CA, GB), else null. */
export function ownCurrencyOf(country: string | null | undefined): Currency | null {
  const match = Object.entries(CURRENCIES).find(([, c]) => c.country === country);
  return (match?.[0] as Currency | undefined) ?? null;
}
