import type { SubscriptionEvent } from "../../billing/subscription-events";
import { checkoutOnce } from "../checkout-claim";
import { sharedPlanName } from "../checkout-item-names";
import type { OrderRow, ProviderEvent } from "../orders";
import { orderTermsOf } from "../plans";
import { type PlanPrice, type ProviderAccount, providerPlanOnce } from "../provider-plans";
import { verifyHexHmac, WebhookSignatureError } from "../webhook-signature";
import { RazorpayApiError, type RazorpayClient, razorpayClient } from "./razorpay-client";
import { razorpayEventOf } from "./razorpay-events";
import type { PaymentAdapter } from "./types";

/**
 * Razorpay Subscriptions (provider rz: UPI Autopay, cards, net banking e-mandates) for prod
 * (decision 158). A purchase is a subscription on its price's plan (built from our plan data: the
 * renewal price every renewal period; one per price, made by its first purchase, decision 162)
 * that starts when the first payment's days run out,
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

/** The body of POST /plans for one price (razorpay.com/docs/api/payments/subscriptions/create-plan). */
export function planBody(price: PlanPrice, name: string) {
  return {
    ...razorpayPeriod(price.renewalMonths),
    item: { name, amount: price.renewalCents, currency: price.currency },
    notes: { plan_id: String(price.planId) },
  };
}

/**
 * The body of POST /subscriptions for an order on its price's plan: everything per order is
 * here, not in the plan (razorpay.com/docs/api/payments/subscriptions/create-subscription).
 */
export function subscriptionBody(
  order: OrderRow,
  planId: string,
  terms: { renewalMonths: number; grantDays: number },
  nowSeconds: number,
) {
  return {
    plan_id: planId,
    total_count: Math.floor(RAZORPAY_SUBSCRIPTION_MONTHS / terms.renewalMonths),
    // The plan's first charge falls on the first period's end; the first term is paid now.
    start_at: nowSeconds + terms.grantDays * 86_400,
    addons: [{ item: { name: "First term", amount: order.amount_cents, currency: order.currency } }],
    notes: { order_id: order.id },
  };
}

/** Whose plans `provider_plans` holds: a `rzp_test_` key is Razorpay's test mode. */
export const razorpayAccountOf = (keyId: string): ProviderAccount => ({
  provider: "rz",
  environment: keyId.startsWith("rzp_test_") ? "sandbox" : "live",
  account: keyId,
});

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
      // One subscription per order; a repeated call answers the first one's URL (decision 154).
      return checkoutOnce(
        config.db,
        order.id,
        async () => {
          const terms = await orderTermsOf(config.db, order, "razorpay");
          const price = { planId: order.plan_id, currency: order.currency, ...terms };
          const plan = await providerPlanOnce(
            config.db,
            razorpayAccountOf(config.keyId),
            price,
            async () => {
              // Razorpay takes no idempotency key: the claim alone keeps a price to one plan.
              const created = await client.post<RazorpayEntity>(
                "/plans",
                planBody(price, await sharedPlanName(price.renewalMonths)),
              );
              if (typeof created.id !== "string") throw new Error("razorpay: plan without id");
              return { productRef: null, planRef: created.id };
            },
            () => new RazorpayApiError(0, null, "another purchase is still creating this price's plan"),
          );
          const subscription = await client.post<RazorpayEntity>(
            "/subscriptions",
            subscriptionBody(order, plan.planRef, terms, Math.floor(Date.now() / 1000)),
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
