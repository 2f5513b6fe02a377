import { decimalString } from "../../../catalog/minor-units";
import type { SubscriptionEvent } from "../../billing/subscription-events";
import { sharedPlanName } from "../checkout-item-names";
import type { OrderRow, ProviderEvent } from "../orders";
import { orderTermsOf } from "../plans";
import { type PlanPrice, type ProviderAccount, type ProviderPlan, providerPlanOnce } from "../provider-plans";
import { WebhookSignatureError } from "../webhook-signature";
import { PayPalApiError, type PayPalClient } from "./paypal-client";
import { firstPaymentOf, renewalOf, saleOf, subscriptionEventOf } from "./paypal-events";
import type { PaymentAdapter } from "./types";

/**
 * PayPal (provider pd) for prod through the Subscriptions API (decision 156). A purchase makes a
 * subscription on the plan of its price (one product and plan per price, created by the price's
 * first purchase and reused after it, decision 162); the buyer approves it at PayPal (the
 * `approve` link, answered as `web_url`, the spec's quirk for pd). The first term is a setup fee
 * in the subscription's plan override, charged at approval; the renewal price is the plan's one
 * regular cycle every renewal_months, starting when the days the first payment grants are over
 * (`start_time`), so PayPal's first renewal falls on the first period's end, as Stripe's and
 * Paddle's do. The subscription call carries a PayPal-Request-Id derived from the order, so a
 * retry of the purchase gets the same subscription back instead of a second one. Our order id
 * travels in `custom_id`.
 *
 * Webhooks are verified the way PayPal documents for REST apps: the five PAYPAL-* transmission
 * headers, our webhook id and the event go to POST /v1/notifications/verify-webhook-signature,
 * which answers SUCCESS or FAILURE. Duplicates are the event ledger's (payment_events).
 */
export const PAYPAL_TRANSMISSION_HEADERS = {
  auth_algo: "PAYPAL-AUTH-ALGO",
  cert_url: "PAYPAL-CERT-URL",
  transmission_id: "PAYPAL-TRANSMISSION-ID",
  transmission_sig: "PAYPAL-TRANSMISSION-SIG",
  transmission_time: "PAYPAL-TRANSMISSION-TIME",
} as const;

const DAY_MS = 86_400_000;

export interface PayPalConfig {
  client: PayPalClient;
  webhookId: string;
  db: D1Database;
  /** Whose plans `provider_plans` holds: live or sandbox, and the app's client id. */
  account: ProviderAccount;
}

interface PayPalLink {
  href?: unknown;
  rel?: unknown;
}

/**
 * The plan for one price (developer.paypal.com/docs/api/subscriptions/v1/#plans_create): only
 * what every order of that price shares. The first term differs per order (offers, campaigns),
 * so it is not here but in the subscription's plan override.
 */
export function planBody(price: PlanPrice, productId: string, name: string) {
  return {
    product_id: productId,
    name,
    status: "ACTIVE",
    billing_cycles: [
      {
        frequency: { interval_unit: "MONTH", interval_count: price.renewalMonths },
        tenure_type: "REGULAR",
        sequence: 1,
        // 0: renews until cancelled.
        total_cycles: 0,
        pricing_scheme: { fixed_price: moneyOf(price.renewalCents, price.currency) },
      },
    ],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
  };
}

/**
 * PayPal's money: a decimal string with the currency's digits, 8376 USD → "83.76", 1980 JPY →
 * "1980" (PayPal refuses decimals in yen).
 */
const moneyOf = (minor: number, currency: string) => ({
  value: decimalString(minor, currency),
  currency_code: currency,
});

/** The product and plan for a price, each with a PayPal-Request-Id of the price: racing purchases get one. */
async function createPlan(client: PayPalClient, price: PlanPrice, key: string): Promise<ProviderPlan> {
  const name = await sharedPlanName(price.renewalMonths);
  const product = await client.post<{ id?: unknown }>(
    "/v1/catalogs/products",
    { name, type: "SERVICE" },
    `product-${key}`,
  );
  if (typeof product.id !== "string") throw new Error("paypal: product without id");
  const plan = await client.post<{ id?: unknown }>(
    "/v1/billing/plans",
    planBody(price, product.id, name),
    `plan-${key}`,
  );
  if (typeof plan.id !== "string") throw new Error("paypal: plan without id");
  return { productRef: product.id, planRef: plan.id };
}

/** The subscription for one order (developer.paypal.com/docs/api/subscriptions/v1/#subscriptions_create). */
export function subscriptionBody(order: OrderRow, planId: string, origin: string, startsAtMs: number) {
  const back = `${origin}${order.return_path}?order=${order.id}&provider=${order.provider}`;
  return {
    plan_id: planId,
    // The first term, charged at approval; if it fails the subscription does not start.
    plan: {
      payment_preferences: {
        setup_fee: moneyOf(order.amount_cents, order.currency),
        setup_fee_failure_action: "CANCEL",
      },
    },
    start_time: new Date(startsAtMs).toISOString().replace(/\.\d{3}Z$/, "Z"),
    custom_id: order.id,
    application_context: {
      brand_name: "VPN Master",
      shipping_preference: "NO_SHIPPING",
      user_action: "SUBSCRIBE_NOW",
      return_url: back,
      cancel_url: back,
    },
  };
}

/** Keeps the subscription and its approval link on the order; a repeat call writes the same values. */
async function storeSubscription(db: D1Database, orderId: string, subscriptionId: string, url: string) {
  await db
    .prepare(
      `UPDATE orders SET provider_ref = ?2, checkout_url = ?3
        WHERE id = ?1 AND (provider_ref IS NULL OR provider_ref = ?2)`,
    )
    .bind(orderId, subscriptionId, url)
    .run();
}

/**
 * The approval link an earlier call stored: PayPal keeps a request id only 72 hours, so a retry
 * after that would make a second subscription the first sale could not be matched to.
 */
async function storedLink(db: D1Database, orderId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT checkout_url FROM orders WHERE id = ? AND provider_ref IS NOT NULL")
    .bind(orderId)
    .first<{ checkout_url: string | null }>();
  return row?.checkout_url ?? null;
}

/** The pending order a subscription was created for: its first sale pays it. */
async function pendingOrderOf(db: D1Database, subscriptionRef: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT id FROM orders WHERE provider = 'pd' AND provider_ref = ? AND status = 'pending'")
    .bind(subscriptionRef)
    .first<{ id: string }>();
  return row?.id ?? null;
}

export async function verifyPayPalSignature(
  client: PayPalClient,
  webhookId: string,
  headers: Headers,
  rawEvent: string,
): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(PAYPAL_TRANSMISSION_HEADERS)) {
    const value = headers.get(header);
    if (!value) throw new WebhookSignatureError("malformed");
    fields[field] = value;
  }
  let answer: { verification_status?: unknown };
  try {
    // The event goes back byte for byte: PayPal checks its signature over the body it sent, and a
    // re-serialized copy (numbers, escapes) need not be that body.
    const request = JSON.stringify({ ...fields, webhook_id: webhookId });
    answer = await client.postText(
      "/v1/notifications/verify-webhook-signature",
      `${request.slice(0, -1)},"webhook_event":${rawEvent}}`,
    );
  } catch (error) {
    // Unverifiable now (PayPal down, credentials refused): refused, and PayPal redelivers later.
    if (error instanceof PayPalApiError) throw new WebhookSignatureError("mismatch");
    throw error;
  }
  if (answer?.verification_status !== "SUCCESS") throw new WebhookSignatureError("mismatch");
}

export function paypalAdapter(config: PayPalConfig): PaymentAdapter {
  const { client, db } = config;
  return {
    async create(order, origin) {
      const stored = await storedLink(db, order.id);
      if (stored) return { redirectUrl: stored };
      const terms = await orderTermsOf(db, order, "paypal");
      const price = { planId: order.plan_id, currency: order.currency, ...terms };
      const plan = await providerPlanOnce(
        db,
        config.account,
        price,
        (key) => createPlan(client, price, key),
        () => new PayPalApiError(0, null, "another purchase is still creating this price's plan"),
      );
      const subscription = await client.post<{ id?: unknown; links?: PayPalLink[] }>(
        "/v1/billing/subscriptions",
        subscriptionBody(order, plan.planRef, origin, Date.now() + terms.grantDays * DAY_MS),
        `subscription-${order.id}`,
      );
      const approve = subscription.links?.find((link) => link.rel === "approve")?.href;
      if (typeof subscription.id !== "string" || typeof approve !== "string")
        throw new Error("paypal: subscription without id or approve link");
      await storeSubscription(db, order.id, subscription.id, approve);
      return { redirectUrl: approve };
    },
    // PayPal tells us by webhook; purchase_result then reads the order as the webhook left it.
    async status() {
      return null;
    },
    async verifyWebhook(request): Promise<ProviderEvent | SubscriptionEvent | null> {
      const body = await request.text();
      let event: unknown;
      try {
        event = JSON.parse(body);
      } catch {
        throw new WebhookSignatureError("malformed");
      }
      await verifyPayPalSignature(client, config.webhookId, request.headers, body);
      const sale = saleOf(event);
      if (!sale) return subscriptionEventOf(event);
      const orderId = await pendingOrderOf(db, sale.subscriptionRef);
      return orderId ? firstPaymentOf(sale, orderId) : renewalOf(sale);
    },
  };
}
