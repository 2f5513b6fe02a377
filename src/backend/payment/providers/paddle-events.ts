import type { SubscriptionEvent } from "../../billing/subscription-events";
import type { ProviderEvent } from "../orders";

/**
 * Paddle Billing's webhook events as this site reads them (decision 153 cites the documented
 * shapes: developer.paddle.com/webhooks). Every notification is `{ event_id, event_type,
 * occurred_at, data }` with the entity in `data`.
 *
 * - The first payment is a transaction we created (origin `api`, or `web` when opened by
 *   Paddle.js) carrying our order id in `custom_data.order_id`: transaction.paid or
 *   transaction.completed make the order paid, with the transaction's grand total and currency
 *   for the amount check. A declined card at checkout (transaction.payment_failed) is not final:
 *   the buyer may try another card in the same checkout, so it is ignored.
 * - Renewals are transactions Paddle creates (origin `subscription_recurring`): completed is a
 *   paid renewal, past_due a failed one (Paddle retries it on its dunning schedule).
 * - subscription.updated carries the renewal switch: a `scheduled_change` with action `cancel`
 *   is renewal off, none is renewal on; subscription.canceled ends it.
 * Anything else is null: acknowledged and ignored.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

const RENEWAL_ORIGIN = "subscription_recurring";
const FIRST_PAYMENT_EVENTS = new Set(["transaction.paid", "transaction.completed"]);

/** Paddle's amounts are strings in the currency's lowest unit ("8376" is 83.76). */
function chargedOf(transaction: Json): { amountCents: number; currency: string } | undefined {
  const details = isObject(transaction.details) ? transaction.details : {};
  const totals = isObject(details.totals) ? details.totals : {};
  const amount = text(totals.grand_total);
  const currency = text(totals.currency_code) ?? text(transaction.currency_code);
  if (!amount || !/^\d+$/.test(amount) || !currency) return undefined;
  return { amountCents: Number(amount), currency: currency.toUpperCase() };
}

function firstPaymentEvent(id: string, transaction: Json): ProviderEvent | null {
  const customData = isObject(transaction.custom_data) ? transaction.custom_data : {};
  const orderId = text(customData.order_id);
  const chargeRef = text(transaction.id);
  if (!orderId || !chargeRef) return null;
  // transaction.paid may come before Paddle has made the subscription; completed carries it.
  const subscriptionRef = text(transaction.subscription_id);
  const charged = chargedOf(transaction);
  return {
    id,
    orderId,
    outcome: "paid",
    chargeRef,
    ...(subscriptionRef ? { subscriptionRef } : {}),
    // No totals: nothing to compare, so nothing to grant on (amount-check.ts holds it).
    charged: charged ?? null,
  };
}

function renewalEvent(id: string, type: string, transaction: Json): SubscriptionEvent | null {
  const subscriptionRef = text(transaction.subscription_id);
  const invoiceRef = text(transaction.id);
  if (!subscriptionRef || !invoiceRef) return null;
  if (type === "transaction.completed")
    return { id, kind: "renewal", subscriptionRef, invoiceRef, outcome: "paid", fixUrl: null };
  if (type === "transaction.past_due")
    return { id, kind: "renewal", subscriptionRef, invoiceRef, outcome: "failed", fixUrl: null };
  return null;
}

function transactionEvent(id: string, type: string, transaction: Json) {
  if (transaction.origin === RENEWAL_ORIGIN) return renewalEvent(id, type, transaction);
  return FIRST_PAYMENT_EVENTS.has(type) ? firstPaymentEvent(id, transaction) : null;
}

function subscriptionEvent(id: string, type: string, subscription: Json): SubscriptionEvent | null {
  const subscriptionRef = text(subscription.id);
  if (!subscriptionRef) return null;
  if (type === "subscription.canceled") return { id, kind: "ended", subscriptionRef };
  // The first term is Paddle's trial (paddle.ts), so a subscription in it is `trialing`.
  const live = subscription.status === "active" || subscription.status === "trialing";
  if (type !== "subscription.updated" || !live) return null;
  const change = isObject(subscription.scheduled_change) ? subscription.scheduled_change : null;
  return { id, kind: "renewal-switch", subscriptionRef, autoRenew: change?.action !== "cancel" };
}

export function paddleEventOf(event: unknown): ProviderEvent | SubscriptionEvent | null {
  if (!isObject(event) || !isObject(event.data)) return null;
  const id = text(event.event_id);
  const type = text(event.event_type);
  if (!id || !type) return null;
  if (type.startsWith("transaction.")) return transactionEvent(id, type, event.data);
  if (type.startsWith("subscription.")) return subscriptionEvent(id, type, event.data);
  return null;
}
