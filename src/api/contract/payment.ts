import { z } from "zod";
import { PAYMENT_CALLS } from "./calls";
import { endpoint } from "./endpoint";

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

export const PAYMENT_ENDPOINTS = { subscriptionMy } as const;
