import { CURRENCIES, isCurrency } from "./currencies";

/**
 * Amounts in the data are integers of the currency's minor unit (ISO 4217: cents, paise, grosze,
 * centavos; whole yen, a zero-decimal currency), as Stripe, Paddle and Razorpay take them. The API,
 * the pages and PayPal speak major units (12.99, 1980). Every conversion between the two goes
 * through here, so no amount in yen is ever off by a hundred.
 */

/** Digits after the decimal point: our table for a price currency, else Intl's (ISO 4217). */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (isCurrency(code)) return CURRENCIES[code].decimals;
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
  } catch {
    // Not a currency code at all (a provider's garbage): it can only ever mismatch our order's.
    return 2;
  }
}

const scale = (currency: string) => 10 ** minorDigits(currency);

/** 1299 USD cents → 12.99; 1980 yen → 1980. */
export function fromMinor(minor: number, currency: string): number {
  return minor / scale(currency);
}

/** 12.99 USD → 1299 cents; 1980 JPY → 1980 yen. Rounded to a whole minor unit. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * scale(currency));
}

/** An amount as a decimal string with exactly the currency's digits ("12.99", "1980"): PayPal's `value`. */
export function decimalString(minor: number, currency: string): string {
  return fromMinor(minor, currency).toFixed(minorDigits(currency));
}

/**
 * A decimal string ("83.76", "1980", "5", "1980.00") in minor units, or null when it is not an
 * amount this currency can hold ("12.345" dollars, "1980.5" yen).
 */
export function minorOfDecimal(value: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (!/^0*$/.test(fraction.slice(digits))) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, "0") || "0");
}
