import type { ProviderCode } from "../../catalog/payment-providers";
import * as z from "../../shared/zod";
import type { CommonParams, PurchaseAnswer, PurchaseResultAnswer } from "../payment";
import { PAYMENT_ID_PATTERN, planSchema, purchaseBodySchema, purchaseResultBodySchema } from "../payment";
import { PAYMENT_CALLS } from "./calls";
import { type Endpoint, endpoint } from "./endpoint";
import { COMMON_PARAMS_CALL, PLANS_CALL, PURCHASE_CALLS, RESULT_CALLS } from "./payment-calls";

/**
 * The payment calls the account pages read. The pricing area owns the payment contract and adds
 * its calls here (plans, common params, the providers' purchase calls).
 */
export const subscriptionSchema = z.object({
  subscription_id: z.string(),
  plan_id: z.number().check(z.int()),
  plan_name: z.string(),
  /** The payment provider's code (src/catalog). */
  provider: z.string(),
  /** active | renewal_off | past_due | expired | refunded (decision 090). */
  status: z.string(),
  /** Epoch seconds: the first period's start and the current period's end. */
  start_time: z.number().check(z.int()),
  expire_time: z.number().check(z.int()),
  auto_renew: z.boolean(),
  // The billing fields (issue 19): always sent by the embedded backend; optional so an upstream
  // MMS API without them still parses.
  /** The first payment, in currency units (like the plans' prices). */
  amount: z.optional(z.number()),
  currency: z.optional(z.string()),
  /** Epoch seconds of the next charge; null when none is coming (renewal off, past due, ended). */
  next_renewal_time: z.optional(z.nullable(z.number().check(z.int()))),
  /** What the next renewal charges, from the plan data, in currency units. */
  renewal_amount: z.optional(z.number()),
  /** Months each renewal adds (the plan data). */
  renewal_months: z.optional(z.number().check(z.int())),
  /** Past due: epoch seconds when VIP ends unless the payment is fixed; else null. */
  grace_until: z.optional(z.nullable(z.number().check(z.int()))),
  /** Past due: where the buyer updates the payment method (the sandbox's page, Stripe's invoice); else null. */
  fix_url: z.optional(z.nullable(z.string())),
  /** The plan's first term in months and its trial days: what My account names the plan by, in its language. */
  term_months: z.optional(z.number().check(z.int())),
  trial_days: z.optional(z.number().check(z.int())),
  /** Epoch seconds until which the first payment can be refunded (billing's clock); null when it cannot. */
  refund_until: z.optional(z.nullable(z.number().check(z.int()))),
  /** The method paid with (src/catalog/payment-methods.ts); null when not recorded. */
  payment_method: z.optional(z.nullable(z.string())),
  /** Paid with a one-off method: it never renews by itself; the buyer pays each next period (decision 167). */
  manual_renewal: z.optional(z.boolean()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

export const subscriptionMy = endpoint({
  ...PAYMENT_CALLS.subscriptionMy,
  request: pageQuery,
  response: z.object({ subscriptions: z.array(subscriptionSchema) }),
});

export const subscriptionAutoRenew = endpoint({
  ...PAYMENT_CALLS.subscriptionAutoRenew,
  request: z.object({
    subscription_id: z.string().check(z.regex(PAYMENT_ID_PATTERN)),
    auto_renew: z.boolean(),
  }),
  response: z.object({ subscription: subscriptionSchema }),
});

/** Charges a past-due subscription's declined renewal again (after the payment method was fixed). */
export const subscriptionRetry = endpoint({
  ...PAYMENT_CALLS.subscriptionRetry,
  request: z.object({ subscription_id: z.string().check(z.regex(PAYMENT_ID_PATTERN)) }),
  response: z.object({ subscription: subscriptionSchema }),
});

export const billingOrderSchema = z.object({
  order_id: z.string(),
  /** first: the checkout; renewal: a charge of the renewal job. */
  kind: z.enum(["first", "renewal"]),
  /** The subscription_id of subscription_my (its first order's id); null for a failed first payment. */
  subscription_id: z.nullable(z.string()),
  plan_id: z.number().check(z.int()),
  status: z.enum(["paid", "failed", "refunded"]),
  /** Epoch seconds of the charge. */
  time: z.number().check(z.int()),
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
});
export type BillingOrder = z.infer<typeof billingOrderSchema>;

export const orders = endpoint({
  ...PAYMENT_CALLS.orders,
  request: pageQuery,
  response: z.object({ orders: z.array(billingOrderSchema), total: z.number().check(z.int()) }),
});

const empty = z.object({});
// The answers are the embedded backend's own shapes (src/api/payment.ts); checked loosely here so
// an upstream MMS API may add fields.
const isObject = (v: unknown) => typeof v === "object" && v !== null;

// Every field a price card shows is checked: a plan without one is an upstream failure, not a
// card that renders "undefined".
export const plans = endpoint({
  ...PLANS_CALL,
  request: empty,
  response: z.object({ plans: z.array(planSchema) }),
});

export const commonParams = endpoint({
  ...COMMON_PARAMS_CALL,
  request: empty,
  response: z.custom<CommonParams>(isObject),
});

const purchaseAnswer = z.custom<PurchaseAnswer>(
  (v) => isObject(v) && typeof (v as PurchaseAnswer).order_id === "string",
);
const resultAnswer = z.custom<PurchaseResultAnswer>(
  (v) => isObject(v) && typeof (v as PurchaseResultAnswer).status === "string",
);

type PurchaseEndpoint = Endpoint<typeof purchaseBodySchema, typeof purchaseAnswer>;
type ResultEndpoint = Endpoint<typeof purchaseResultBodySchema, typeof resultAnswer>;

/** Each provider's purchase call (s1's needs recaptcha v3), from the catalogue. */
export const PURCHASE_ENDPOINTS = Object.fromEntries(
  Object.entries(PURCHASE_CALLS).map(([code, call]) => [
    code,
    endpoint({ ...call, request: purchaseBodySchema, response: purchaseAnswer }),
  ]),
) as Partial<Record<ProviderCode, PurchaseEndpoint>>;

/** Each provider's purchase_result call. */
export const RESULT_ENDPOINTS = Object.fromEntries(
  Object.entries(RESULT_CALLS).map(([code, call]) => [
    code,
    endpoint({ ...call, request: purchaseResultBodySchema, response: resultAnswer }),
  ]),
) as Record<ProviderCode, ResultEndpoint>;

export const refund = endpoint({
  ...PAYMENT_CALLS.refund,
  request: z.object({ order_id: z.string().check(z.regex(PAYMENT_ID_PATTERN)) }),
  response: z.object({ order: billingOrderSchema, subscription: subscriptionSchema }),
});

export const receiptSchema = z.object({
  order: billingOrderSchema,
  /** The plan's term and trial, for its localized name. */
  term_months: z.number().check(z.int()),
  trial_days: z.number().check(z.int()),
  /** Epoch seconds: the period this charge pays for. */
  period_start: z.number().check(z.int()),
  period_end: z.number().check(z.int()),
  /** Epoch seconds of the refund; null when not refunded. */
  refunded_time: z.nullable(z.number().check(z.int())),
  /** Where the receipt goes: the account's e-mail, else the one typed at checkout; null if neither. */
  email: z.nullable(z.string()),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One paid or refunded charge of the signed-in user, for its receipt page; 42002 for anyone else's. */
export const receipt = endpoint({
  ...PAYMENT_CALLS.receipt,
  request: z.object({ order_id: z.string().check(z.regex(PAYMENT_ID_PATTERN)) }),
  response: receiptSchema,
});

export const PAYMENT_ENDPOINTS = {
  subscriptionMy,
  subscriptionAutoRenew,
  subscriptionRetry,
  orders,
  refund,
  receipt,
  plans,
  commonParams,
  ...Object.fromEntries(Object.entries(PURCHASE_ENDPOINTS).map(([code, e]) => [`purchase_${code}`, e])),
  ...Object.fromEntries(Object.entries(RESULT_ENDPOINTS).map(([code, e]) => [`result_${code}`, e])),
} as Record<string, Endpoint>;
