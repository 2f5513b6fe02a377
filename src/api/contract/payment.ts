import { z } from "zod";
import type { ProviderCode } from "../../catalog/payment-providers";
import type { CommonParams, Plan, PurchaseAnswer, PurchaseResultAnswer } from "../payment";
import { purchaseBodySchema, purchaseResultBodySchema } from "../payment";
import { PAYMENT_CALLS } from "./calls";
import { type Endpoint, endpoint } from "./endpoint";
import { COMMON_PARAMS_CALL, PLANS_CALL, PURCHASE_CALLS, RESULT_CALLS } from "./payment-calls";

/**
 * The payment calls the account pages read. The pricing area owns the payment contract and adds
 * its calls here (plans, common params, the providers' purchase calls).
 */
export const subscriptionSchema = z.object({
  subscription_id: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** The payment provider's code (src/catalog). */
  provider: z.string(),
  /** active, cancelled, expired, pending … as the provider reports it. */
  status: z.string(),
  /** Epoch seconds. */
  start_time: z.number().int(),
  expire_time: z.number().int(),
  auto_renew: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionMy = endpoint({
  ...PAYMENT_CALLS.subscriptionMy,
  request: z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ subscriptions: z.array(subscriptionSchema) }),
});

const empty = z.object({});
// The answers are the embedded backend's own shapes (src/api/payment.ts); checked loosely here so
// an upstream MMS API may add fields.
const isObject = (v: unknown) => typeof v === "object" && v !== null;

export const plans = endpoint({
  ...PLANS_CALL,
  request: empty,
  response: z.object({ plans: z.array(z.custom<Plan>(isObject)) }),
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

export const PAYMENT_ENDPOINTS = {
  subscriptionMy,
  plans,
  commonParams,
  ...Object.fromEntries(Object.entries(PURCHASE_ENDPOINTS).map(([code, e]) => [`purchase_${code}`, e])),
  ...Object.fromEntries(Object.entries(RESULT_ENDPOINTS).map(([code, e]) => [`result_${code}`, e])),
} as Record<string, Endpoint>;
