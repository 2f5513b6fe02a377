import { CURRENCY_CODES, type Currency } from "../catalog/currencies";
import { PAYMENT_API_PREFIX } from "../catalog/payment-providers";
import * as z from "../shared/zod";

/** The payment half of the MMS API contract (spec sections 3 and 7). */
export const PLANS_PATH = `${PAYMENT_API_PREFIX}providers/plans`;
export const COMMON_PARAMS_PATH = `${PAYMENT_API_PREFIX}providers/common/params`;
export const SUBSCRIPTION_MY_PATH = `${PAYMENT_API_PREFIX}web/subscription_my`;
export const PRICES_PATH = "/l10n/prices";

/** Spec section 3's Plan, plus the terms a buyer must see before paying (renewal, trial). */
export interface Plan {
  id: number;
  /** Charged for the first term (after the trial, for a trial plan). */
  price_amount: number;
  /** Months in the first term. */
  price_unit: number;
  /** The undiscounted price of the term (monthly list price × months). */
  price_discount_amount: number;
  /** What the discount saves: price_discount_amount − price_amount. */
  price_deduction_amount: number;
  /** Charged today for a trial plan; null when the plan has no trial. */
  trial_price: number | null;
  /** Per-month price of the first term. */
  money: number;
  currency: Currency;
  currencySymbol: string;
  /** Whole percent saved against the list price. */
  discount_percent: number;
  trial_days: number;
  renewal_amount: number;
  renewal_months: number;
  recommended: boolean;
}

export interface CommonParams {
  channel: string;
  providers: string[];
  /** One of `providers`; null when this deployment takes no payment from the caller's country. */
  default_provider: string | null;
  recommended_plan_id: number | null;
  money_back_days: number;
}

const money = z.number().check(z.nonnegative());

const currency = z.enum(CURRENCY_CODES);

/** A Plan as an upstream MMS API must answer it (extra fields are dropped, missing ones refused). */
export const planSchema = z.object({
  id: z.number().check(z.int()),
  price_amount: money,
  price_unit: z.number().check(z.int(), z.positive()),
  price_discount_amount: money,
  price_deduction_amount: z.number(),
  trial_price: z.nullable(money),
  money,
  currency,
  currencySymbol: z.string(),
  discount_percent: z.number(),
  trial_days: z.number().check(z.int(), z.nonnegative()),
  renewal_amount: money,
  renewal_months: z.number().check(z.int(), z.nonnegative()),
  recommended: z.boolean(),
}) satisfies z.ZodMiniType<Plan>;

export const localizedProductSchema = z.object({
  product_id: z.string(),
  currency,
  subscription: z.object({
    price: z.object({ gross: money }),
    list_price: z.optional(z.object({ gross: money })),
    renewal_price: z.optional(z.object({ gross: money })),
    trial_price: z.optional(z.nullable(z.object({ gross: money }))),
  }),
});

export const localizedPricesSchema = z.object({ products: z.array(localizedProductSchema) });

export type LocalizedProduct = z.infer<typeof localizedProductSchema>;
export type LocalizedPrices = z.infer<typeof localizedPricesSchema>;

/** At most this many product ids in one lookup. */
export const MAX_PRICE_PRODUCTS = 20;

export const pricesQuerySchema = z.object({
  product_ids: z
    .pipe(
      z.string().check(z.regex(/^\d{1,9}(,\d{1,9})*$/, "product_ids: comma-separated numeric ids")),
      z.transform((value: string) => [...new Set(value.split(",").map(Number))].sort((a, b) => a - b)),
    )
    .check(z.refine((ids) => ids.length <= MAX_PRICE_PRODUCTS, `product_ids: at most ${MAX_PRICE_PRODUCTS}`)),
  customer_country: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{2}$/, "customer_country: a two-letter country code")),
      z.transform((value: string) => value.toUpperCase()),
    ),
  ),
});

export type PricesQuery = z.infer<typeof pricesQuerySchema>;

/** A product id the catalogue does not know: the lookup answers 404 rather than a partial list. */
export class UnknownProductError extends Error {
  constructor(readonly ids: number[]) {
    super(`unknown product_ids: ${ids.join(",")}`);
  }
}

/** The purchase calls' body (purchase, prepurchase, create_subscription). */
export const purchaseBodySchema = z.object({
  plan_id: z.number().check(z.int(), z.positive()),
  /** One checkout attempt; a retried call with the same key returns the same order. */
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  email: z.optional(z.string().check(z.maxLength(254))),
  /** Where the hosted page sends the buyer back: a /paystatus path, optionally localized. */
  return_path: z.optional(z.string().check(z.regex(/^(\/[a-z]{2})?\/paystatus$/))),
  _cps: z.optional(
    z.nullable(
      z.object({ type: z.enum(["cj", "cf", "admitad"]), cookie: z.string().check(z.maxLength(256)) }),
    ),
  ),
  /** The invite link the buyer came through (spec: invite_type 30001, invite_code from `uid`). */
  invite: z.optional(
    z.nullable(
      z.object({
        invite_type: z.literal(30001),
        invite_code: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/)),
      }),
    ),
  ),
  recasign: z.optional(z.string().check(z.maxLength(4096))),
  /** The payment method chosen at checkout (src/catalog/payment-methods.ts); none: the provider's first. */
  method: z.optional(z.string().check(z.maxLength(64))),
  /**
   * The price the checkout showed (decision 155): when the server's own quote differs, the
   * purchase is refused with 409 / 42009 and nothing is charged. None (older clients): not checked.
   */
  shown: z.optional(
    z.object({
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      today: z.number().check(z.nonnegative(), z.lte(100_000)),
      renewal: z.number().check(z.nonnegative(), z.lte(100_000)),
    }),
  ),
});

export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** An order's or a subscription's id as the payment API hands them out: the one format every check uses. */
export const PAYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const purchaseResultBodySchema = z.object({ order_id: z.string().check(z.regex(PAYMENT_ID_PATTERN)) });

/** The order states of the embedded backend (docs/api.md, "Payments"). */
export type OrderStatus = "pending" | "paid" | "failed" | "canceled";

export interface PurchaseAnswer {
  order_id: string;
  /** The hosted checkout page (pd answers it as web_url instead). */
  redirect_url?: string;
  web_url?: string;
  currency: Currency;
  amount: number;
  quoted_at: number;
}

export interface PurchaseResultAnswer {
  order_id: string;
  plan_id: number;
  /** ps, rz, tpa, so, gap, pd: the outcome as a flag plus the order state. */
  success?: boolean;
  /** Order state (all providers) or, for s1, a subscription status (active, incomplete, canceled). */
  status: string;
}

export interface SubscriptionItem {
  order_id: string;
  plan_id: number;
  provider: string;
  currency: string;
  amount: number;
  starts_at: number;
  expires_at: number;
}
