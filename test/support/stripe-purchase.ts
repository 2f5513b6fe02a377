import { env } from "cloudflare:test";
import { afterEach, expect } from "vitest";
import { newBuyer, providerOrderFor } from "./payment";
import { deliverStripe, fakeStripe, type StripeAnswer } from "./stripe";
import { checkoutCompleted } from "./stripe-payloads";

export interface StripePurchase {
  userId: number;
  orderId: string;
  subscriptionRef: string;
  invoiceRef: string;
}

/** A first payment through Stripe's checkout in production: the order paid by its webhook. */
export async function stripePurchase(planId = 12): Promise<StripePurchase> {
  const userId = await newBuyer();
  const order = await providerOrderFor(userId, planId, "US", "s1");
  const tag = order.id.slice(-12);
  const purchase = {
    userId,
    orderId: order.id,
    subscriptionRef: `sub_${tag}`,
    invoiceRef: `in_first_${tag}`,
  };
  const paid = await deliverStripe(
    checkoutCompleted(order.id, purchase.subscriptionRef, purchase.invoiceRef, {
      amountCents: order.amount_cents,
      currency: order.currency,
    }),
  );
  expect(paid.status).toBe(200);
  return purchase;
}

export function subscriptionRow(orderId: string) {
  return env.DB.prepare(
    `SELECT status, auto_renew, provider_ref, payment_fix_url, current_period_end, next_renewal_at
       FROM subscriptions WHERE order_id = ?`,
  )
    .bind(orderId)
    .first<{
      status: string;
      auto_renew: number;
      provider_ref: string | null;
      payment_fix_url: string | null;
      current_period_end: number;
      next_renewal_at: number | null;
    }>();
}

/** The charges of a subscription (first payment and renewals), oldest first. */
export function chargesOf(orderId: string) {
  return env.DB.prepare(
    `SELECT kind, status, amount_cents, idempotency_key, provider_ref, refunded_at FROM orders
      WHERE subscription_id = (SELECT id FROM subscriptions WHERE order_id = ?) ORDER BY created_at, rowid`,
  )
    .bind(orderId)
    .all<{
      kind: string;
      status: string;
      amount_cents: number;
      idempotency_key: string;
      provider_ref: string | null;
      refunded_at: number | null;
    }>()
    .then((r) => r.results);
}

/** Stripe's answers to a refund that goes through: the invoice's payment, the refund, the cancel. */
export const stripeRefundOk: StripeAnswer = (call) => {
  if (call.path === "/invoice_payments")
    return Response.json({
      object: "list",
      data: [
        {
          object: "invoice_payment",
          status: "paid",
          payment: { type: "payment_intent", payment_intent: "pi_first" },
        },
      ],
    });
  if (call.path === "/refunds") return Response.json({ id: "re_1", object: "refund", status: "succeeded" });
  return Response.json({ id: "sub", object: "subscription", status: "canceled" });
};

/**
 * For a test file: `stripeAnswers(answer)` fakes Stripe's API for one test and returns the calls
 * it records; the real fetch is back after each test.
 */
export function stripeAnswersPerTest() {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  return (answer: StripeAnswer) => {
    const fake = fakeStripe(answer);
    restore = fake.restore;
    return fake.calls;
  };
}
