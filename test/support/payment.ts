import { env } from "cloudflare:test";
import { createAnonymousUser } from "../../src/backend/account/users";
import { createOrder } from "../../src/backend/payment/orders";
import { quotePlan } from "../../src/backend/payment/plans";
import { openSandboxSession } from "../../src/backend/payment/providers/sandbox";
import { METHOD_IDS, type MethodId, PAYMENT_METHODS } from "../../src/catalog/payment-methods";
import { epochSeconds } from "../../src/shared/epoch";

/** A fresh anonymous account in D1 (no session): the buyer of the payment module's tests. */
export function newBuyer(): Promise<number> {
  return createAnonymousUser(env.DB, "US", Date.now());
}

/** A provider's first method: what a test order of that provider pays with when none is named. */
export function mainMethodOf(provider: string): MethodId | undefined {
  return METHOD_IDS.find((id) => PAYMENT_METHODS[id].provider === provider);
}

/** An order for a user as a purchase call through a real provider would create it. */
export async function providerOrderFor(
  userId: number,
  planId = 24,
  country: string | null = "US",
  provider = "ps",
  /** Where checkout returns: its locale prefix is the order's language. */
  returnPath = "/paystatus",
  /** The method chosen at checkout; by default the provider's first. */
  method: MethodId = mainMethodOf(provider) ?? "card",
) {
  const quote = await quotePlan(env.DB, planId, country);
  if (!quote) throw new Error(`no plan ${planId}`);
  const { order } = await createOrder(env.DB, {
    userId,
    provider,
    idempotencyKey: crypto.randomUUID().replaceAll("-", ""),
    quote,
    email: null,
    affiliate: null,
    returnPath,
    method,
  });
  return order;
}

/** An order for a user as a purchase call in the sandbox would create it (its hosted checkout opened). */
export async function orderFor(...args: Parameters<typeof providerOrderFor>) {
  const order = await providerOrderFor(...args);
  await openSandboxSession(env.DB, order);
  return order;
}

/** Seconds of VIP the account has left (its profile's vip.remain_time). */
export async function vipSeconds(userId: number, nowMs = Date.now()): Promise<number> {
  const row = await env.DB.prepare("SELECT vip_expire_at FROM users WHERE id = ?")
    .bind(userId)
    .first<{ vip_expire_at: number }>();
  return Math.max(0, epochSeconds(row?.vip_expire_at ?? 0) - epochSeconds(nowMs));
}
