import { localCurrencyOf } from "../catalog/local-currencies";
import type { Bindings } from "../env";
import { ratesAreRecent, storedReferenceRates, unitRate } from "./reference-rates";

/**
 * The local-currency hint (issue 23): where we charge in a currency that is not the visitor's own
 * (USD outside the US, AU, CA, GB and IN), prices show an approximate amount in theirs at the
 * ECB's reference rate, and the page says that the bank converts at its own rate.
 */
export interface LocalHint {
  /** The visitor's currency (ISO 4217). */
  currency: string;
  /** Units of `currency` per unit of the charged currency. */
  rate: number;
  /** The rates' reference day, YYYY-MM-DD. */
  date: string;
}

/** The currency a hint would show for a visitor, or null when they pay in their own. */
export function hintCurrencyFor(country: string | null, charged: string): string | null {
  const local = localCurrencyOf(country);
  return local && local !== charged ? local : null;
}

/** The hint for a visitor and the charged currency, or null (own currency, no recent rates). */
export async function loadLocalHint(
  env: Pick<Bindings, "PRICES">,
  country: string | null,
  charged: string,
  now = Date.now(),
): Promise<LocalHint | null> {
  const currency = hintCurrencyFor(country, charged);
  if (!currency) return null;
  const rates = await storedReferenceRates(env.PRICES);
  if (!rates || !ratesAreRecent(rates, now)) return null;
  const rate = unitRate(rates, charged, currency);
  return rate ? { currency, rate, date: rates.date } : null;
}
