import type { UpstreamOptions } from "../api/gateway/upstream";
import type { LocalizedProduct, Plan } from "../api/payment";
import {
  CURRENCIES,
  type Currency,
  currencyForCountry,
  DEFAULT_CURRENCY,
  quoteCountryOf,
} from "../catalog/currencies";
import { fromMinor, toMinor } from "../catalog/minor-units";
import type { Bindings } from "../env";
import { highestDiscount } from "./highest-discount";
import { cachedPrices } from "./prices-cache";
import { loadPlans, priceLookup } from "./sources";

/** What the pricing and checkout pages show: the plans priced in the visitor's currency. */
export interface Offer {
  plans: Plan[];
  currency: Currency;
  /** False when localization failed and the plans show in USD (the warning is logged). */
  localized: boolean;
  highestDiscount: number;
  /** When these prices were read (ms since epoch). */
  quotedAt: number;
}

/**
 * A plan with its amounts replaced by one localized product's (the terms stay the plan's own).
 * Sums and the per-month price are worked in the currency's minor units (cents; whole yen).
 */
export function localizePlan(plan: Plan, product: LocalizedProduct): Plan {
  const { subscription: s, currency } = product;
  const price = s.price.gross;
  const list = s.list_price?.gross ?? price;
  const minor = (amount: number) => toMinor(amount, currency);
  return {
    ...plan,
    currency,
    currencySymbol: CURRENCIES[currency].symbol,
    price_amount: price,
    price_discount_amount: list,
    price_deduction_amount: fromMinor(minor(list) - minor(price), currency),
    trial_price: s.trial_price?.gross ?? null,
    money: fromMinor(Math.round(minor(price) / plan.price_unit), currency),
    renewal_amount: s.renewal_price?.gross ?? price,
    discount_percent: list > 0 ? Math.round(((list - price) / list) * 100) : 0,
  };
}

export interface OfferDeps {
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** The page's upstream budget (sources' default when absent). */
  upstream?: UpstreamOptions;
}

/**
 * The offer for a visitor's country. Localization failure never breaks the page: the USD plans
 * are shown and a warning logged. A failure to read the plans themselves is the caller's to show.
 * Prices are looked up for the country that stands for the visitor's currency (quoteCountryOf),
 * so the euro area shares one cached lookup, and an answer in another currency is not shown.
 */
export async function loadOffer(
  env: Bindings,
  country: string | null,
  deps: OfferDeps,
  channel = "",
): Promise<Offer> {
  const now = deps.now ?? Date.now;
  const plans = await loadPlans(env, channel, deps.upstream);
  const wanted = currencyForCountry(country);
  const offer = (shown: Plan[], currency: Currency, localized: boolean): Offer => ({
    plans: shown,
    currency,
    localized,
    // From the plans as shown: rounding differs per currency, and the headline must match a card.
    highestDiscount: highestDiscount(shown),
    quotedAt: now(),
  });
  if (wanted === DEFAULT_CURRENCY || plans.length === 0) return offer(plans, DEFAULT_CURRENCY, true);
  try {
    const { prices } = await cachedPrices(
      { kv: env.PRICES, lookup: priceLookup(env, deps.upstream), waitUntil: deps.waitUntil, now },
      plans.map((plan) => plan.id),
      quoteCountryOf(wanted),
    );
    const byId = new Map(prices.products.map((product) => [product.product_id, product]));
    const localized = plans.map((plan) => {
      const product = byId.get(String(plan.id));
      if (!product) throw new Error(`no localized price for plan ${plan.id}`);
      if (product.currency !== wanted) throw new Error(`plan ${plan.id} priced in ${product.currency}`);
      return localizePlan(plan, product);
    });
    return offer(localized, wanted, true);
  } catch (error) {
    console.warn(`prices: localization for ${country} failed, showing USD`, error);
    return offer(plans, DEFAULT_CURRENCY, false);
  }
}
