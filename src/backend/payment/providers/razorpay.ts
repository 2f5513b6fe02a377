import type { SubscriptionEvent } from "../../billing/subscription-events";
import { checkoutOnce } from "../checkout-claim";
import type { OrderRow, ProviderEvent } from "../orders";
import { renewalTermsOf } from "../plans";
import { verifyHexHmac, WebhookSignatureError } from "../webhook-signature";
import { RazorpayApiError, type RazorpayClient, razorpayClient } from "./razorpay-client";
import { razorpayEventOf } from "./razorpay-events";
import type { PaymentAdapter } from "./types";

/**
 * Razorpay Subscriptions (provider rz: UPI Autopay, cards, net banking e-mandates) for prod
 * (decision 158). A purchase is a plan built from our plan data (the renewal price every
 * renewal period) and a subscription on it that starts when the first payment's days run out,
 * with the first term as an upfront add-on charged at authorisation: the same shape as Stripe's
 * and Paddle's. Our order id travels in the subscription's `notes`; the buyer pays on the
 * subscription's hosted page (`short_url`), answered as the checkout URL (spec: `web_url`).
 *
 * Webhooks: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body keyed with the
 * webhook secret. It has no timestamp; replays are stopped by the event ledger with ids taken
 * from the signed body (razorpay-events.ts).
 */
export const RAZORPAY_SIGNATURE_HEADER = "X-Razorpay-Signature";
/** Billing cycles a subscription is created for: 30 years, well inside Razorpay's 100. */
export const RAZORPAY_SUBSCRIPTION_MONTHS = 360;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  db: D1Database;
  /** Tests answer Razorpay's API themselves. */
  client?: RazorpayClient;
}

/** Razorpay's frequency for a renewal every `months`: yearly where it divides, else monthly. */
export function razorpayPeriod(months: number): { period: "yearly" | "monthly"; interval: number } {
  return months % 12 === 0
    ? { period: "yearly", interval: months / 12 }
    : { period: "monthly", interval: months };
}

/** The bodies of POST /plans and POST /subscriptions for an order (razorpay.com/docs/api/payments/subscriptions). */
export async function subscriptionBodies(db: D1Database, order: OrderRow, nowSeconds: number) {
  const terms = await renewalTermsOf(db, order.plan_id, order.currency);
  if (!terms) throw new Error(`razorpay: no renewal terms for plan ${order.plan_id} in ${order.currency}`);
  const plan = {
    ...razorpayPeriod(terms.renewalMonths),
    item: { name: `VPN Master plan ${order.plan_id}`, amount: terms.renewalCents, currency: order.currency },
    notes: { plan_id: String(order.plan_id) },
  };
  const subscription = (planId: string) => ({
    plan_id: planId,
    total_count: Math.floor(RAZORPAY_SUBSCRIPTION_MONTHS / terms.renewalMonths),
    // The plan's first charge falls on the first period's end; the first term is paid now.
    start_at: nowSeconds + terms.grantDays * 86_400,
    addons: [{ item: { name: "First term", amount: order.amount_cents, currency: order.currency } }],
    notes: { order_id: order.id },
  });
  return { plan, subscription };
}

/**
 * The documented check of what Checkout hands back after a subscription's authorisation:
 * `razorpay_signature` is the hex HMAC-SHA256 of `<razorpay_payment_id>|<subscription id>`
 * keyed with the API key secret. The subscription id must be the one we stored for the order,
 * never one the browser sent.
 */
export async function isCheckoutSignatureValid(
  paymentId: string,
  storedSubscriptionId: string,
  signature: string,
  keySecret: string,
): Promise<boolean> {
  try {
    await verifyHexHmac([signature], `${paymentId}|${storedSubscriptionId}`, keySecret);
    return true;
  } catch {
    return false;
  }
}

interface RazorpayEntity {
  id?: unknown;
  short_url?: unknown;
}

export function razorpayAdapter(config: RazorpayConfig): PaymentAdapter {
  const client = config.client ?? razorpayClient(config.keyId, config.keySecret);
  return {
    async create(order) {
      // One plan and subscription per order; a repeated call answers the first one's URL (decision 154).
      return checkoutOnce(
        config.db,
        order.id,
        async () => {
          const bodies = await subscriptionBodies(config.db, order, Math.floor(Date.now() / 1000));
          const plan = await client.post<RazorpayEntity>("/plans", bodies.plan);
          if (typeof plan.id !== "string") throw new Error("razorpay: plan without id");
          const subscription = await client.post<RazorpayEntity>(
            "/subscriptions",
            bodies.subscription(plan.id),
          );
          if (typeof subscription.short_url !== "string" || typeof subscription.id !== "string")
            throw new Error("razorpay: subscription without id or short_url");
          return { ref: subscription.id, url: subscription.short_url };
        },
        () => new RazorpayApiError(0, null, "an earlier call for this order is still creating its checkout"),
      );
    },
    // Razorpay tells us by webhook; purchase_result then reads the order as the webhook left it.
    async status() {
      return null;
    },
    async verifyWebhook(request): Promise<ProviderEvent | SubscriptionEvent | null> {
      const body = await request.text();
      const signature = request.headers.get(RAZORPAY_SIGNATURE_HEADER);
      await verifyHexHmac(signature ? [signature] : [], body, config.webhookSecret);
      try {
        return razorpayEventOf(JSON.parse(body));
      } catch {
        throw new WebhookSignatureError("malformed");
      }
    },
  };
}
