import { type LocalizedPrices, UnknownProductError } from "../../api/payment";
import { type Currency, currencyForCountry } from "../../catalog/currencies";
import { fromMinor } from "../../catalog/minor-units";

interface PriceRow {
  plan_id: number;
  currency: Currency;
  amount_cents: number;
  list_cents: number;
  renewal_cents: number;
  trial_cents: number | null;
}

/**
 * The embedded backend's GET /l10n/prices: the products' prices in the currency of the customer's
 * country (src/catalog/currencies.ts; USD for any other country), in major units (12.99; 1980 yen).
 */
export async function localizePrices(
  db: D1Database,
  productIds: readonly number[],
  country: string | null,
): Promise<LocalizedPrices> {
  const currency = currencyForCountry(country);
  const placeholders = productIds.map(() => "?").join(",");
  const { results } = await db
    .prepare(
      `SELECT plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents
         FROM plan_prices WHERE currency = ? AND plan_id IN (${placeholders}) ORDER BY plan_id`,
    )
    .bind(currency, ...productIds)
    .all<PriceRow>();
  const found = new Set(results.map((row) => row.plan_id));
  const missing = productIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new UnknownProductError(missing);
  return {
    products: results.map((row) => {
      const gross = (minor: number) => ({ gross: fromMinor(minor, row.currency) });
      return {
        product_id: String(row.plan_id),
        currency: row.currency,
        subscription: {
          price: gross(row.amount_cents),
          list_price: gross(row.list_cents),
          renewal_price: gross(row.renewal_cents),
          trial_price: row.trial_cents === null ? null : gross(row.trial_cents),
        },
      };
    }),
  };
}
