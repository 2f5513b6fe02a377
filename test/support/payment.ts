import { env } from "cloudflare:test";
import { createOrder } from "../../src/backend/payment/orders";
import { quotePlan } from "../../src/backend/payment/plans";

/** An order for a user as a purchase call would create it (tests of the payment module). */
export async function orderFor(userId: string, planId = 24, country: string | null = "US", provider = "ps") {
  const quote = await quotePlan(env.DB, planId, country);
  if (!quote) throw new Error(`no plan ${planId}`);
  const { order } = await createOrder(env.DB, {
    userId,
    provider,
    idempotencyKey: crypto.randomUUID().replaceAll("-", ""),
    quote,
    email: null,
    affiliate: null,
    returnPath: "/paystatus",
  });
  return order;
}

/** A sandbox host: the product's own domains run as prod, where the sandbox provider is off. */
export const SANDBOX_ORIGIN = "http://localhost";
