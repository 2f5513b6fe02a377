import { expect } from "vitest";
import { RAZORPAY_API } from "../../src/backend/payment/providers/razorpay-client";
import { webhookPath } from "../../src/backend/payment/routes";
import errorBody from "../fixtures/razorpay/error.json";
import planCreated from "../fixtures/razorpay/plan-created.json";
import refundCreated from "../fixtures/razorpay/refund-created.json";
import subscriptionCancelledEvent from "../fixtures/razorpay/subscription-cancelled-event.json";
import subscriptionCreated from "../fixtures/razorpay/subscription-created.json";
import subscriptionEntity from "../fixtures/razorpay/subscription-entity.json";
import subscriptionEvent from "../fixtures/razorpay/subscription-event.json";
import { filled } from "./paddle";
import { newBuyer, orderFor } from "./payment";
import {
  type ProviderAnswer,
  type ProviderCall,
  type ProviderPathOf,
  providerAnswersPerTest,
} from "./provider-api-fake";
import { prodCallWith, prodRequestWith } from "./stripe";

/**
 * Razorpay in production, without Razorpay: the app on a product domain with Razorpay's three
 * secrets set, its calls to api.razorpay.com answered from the documented payloads in
 * test/fixtures/razorpay (recorded for the test to read), and webhooks signed as Razorpay signs
 * them.
 */
export const RAZORPAY_WEBHOOK_SECRET = "rzp_webhook_secret_test";
export const RAZORPAY_SECRETS = {
  RAZORPAY_KEY_ID: "rzp_test_1DP5mmOlF5G5ag",
  RAZORPAY_KEY_SECRET: "rzp_key_secret_test",
  RAZORPAY_WEBHOOK_SECRET,
};

export const RAZORPAY_FIXTURES = {
  errorBody,
  planCreated,
  refundCreated,
  subscriptionCancelledEvent,
  subscriptionCreated,
  subscriptionEntity,
  subscriptionEvent,
};

export type RazorpayCall = ProviderCall;
export type RazorpayAnswer = ProviderAnswer;

const razorpayPath: ProviderPathOf = (url) =>
  url.startsWith(RAZORPAY_API) ? new URL(url).pathname.replace(/^\/v1/, "") : null;

export const razorpayError = (status: number, code: string, description = code) =>
  Response.json(filled(errorBody, { code, description }), { status });

/** Hex HMAC-SHA256, computed here independently of the code under test. */
export async function hexHmacOf(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Delivers a webhook to the production endpoint, signed with the webhook secret unless told otherwise. */
export async function deliverRazorpay(
  event: object,
  options: { secret?: string; header?: string; body?: string; eventId?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = options.body ?? JSON.stringify(event);
  const signature = options.header ?? (await hexHmacOf(options.secret ?? RAZORPAY_WEBHOOK_SECRET, payload));
  const response = await prodRequestWith(RAZORPAY_SECRETS, webhookPath("rz"), {
    method: "POST",
    body: payload,
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": signature,
      "x-razorpay-event-id": options.eventId ?? crypto.randomUUID(),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A gateway call on the product domain with Razorpay's secrets set, as the signed-in page makes it. */
export const razorpayCall = (path: string, token: string, body: unknown) =>
  prodCallWith(RAZORPAY_SECRETS, path, token, body);

/** A subscription webhook with a payment: the first payment, a renewal charge or a failed one. */
export function paymentEvent(
  event: string,
  values: {
    subscription: string;
    orderId: string;
    payment: string;
    amount: number;
    currency?: string;
    invoice?: string;
    paymentStatus?: string;
  },
) {
  return filled(subscriptionEvent, {
    event,
    status: event === "subscription.authenticated" ? "authenticated" : "active",
    subscription_id: values.subscription,
    order_id: values.orderId,
    payment_id: values.payment,
    amount: values.amount,
    currency: values.currency ?? "USD",
    payment_status: values.paymentStatus ?? "captured",
    invoice_id: values.invoice ?? `inv_${values.payment.slice(4)}`,
    created_at: Math.floor(Date.now() / 1000),
  });
}

export const cancelledEvent = (subscription: string, orderId: string) =>
  filled(subscriptionCancelledEvent, { subscription_id: subscription, order_id: orderId });

export interface RazorpayPurchase {
  userId: number;
  orderId: string;
  subscriptionRef: string;
  paymentRef: string;
}

/** A paid Razorpay purchase of `planId`, as the authenticated webhook leaves it. */
export async function razorpayPurchase(planId = 12): Promise<RazorpayPurchase> {
  const userId = await newBuyer();
  const order = await orderFor(userId, planId, "US", "rz");
  const tag = order.id.slice(-12);
  const purchase = { userId, orderId: order.id, subscriptionRef: `sub_${tag}`, paymentRef: `pay_${tag}` };
  const paid = await deliverRazorpay(
    paymentEvent("subscription.authenticated", {
      subscription: purchase.subscriptionRef,
      orderId: order.id,
      payment: purchase.paymentRef,
      amount: order.amount_cents,
    }),
  );
  expect(paid).toMatchObject({ status: 200, body: { status: "paid" } });
  return purchase;
}

/** For a test file: `razorpayAnswers(answer)` fakes Razorpay's API for one test; the real fetch is back after it. */
export const razorpayAnswersPerTest = () => providerAnswersPerTest(razorpayPath);
