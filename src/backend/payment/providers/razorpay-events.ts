import type { SubscriptionEvent } from "../../billing/subscription-events";
import type { ProviderEvent } from "../orders";

/**
 * Razorpay's subscription webhooks as this site reads them (decision 158; shapes from
 * razorpay.com/docs/webhooks/subscriptions). Every delivery is `{ entity: "event", event,
 * contains, payload: { subscription: { entity }, payment?: { entity } }, created_at }`.
 *
 * Our subscription starts after the first term (razorpay.ts: `start_at` in the future, the first
 * term as an upfront add-on), so:
 * - subscription.authenticated carries the first payment (the upfront amount) and our order id
 *   in the subscription's `notes.order_id`: the order is paid, after the amount check on the
 *   payment's `amount` and `currency`.
 * - subscription.charged is always a renewal (Razorpay charges the plan only from `start_at`);
 *   subscription.pending is a failed renewal charge that Razorpay retries, subscription.halted
 *   the last failed retry.
 * - subscription.cancelled and subscription.completed end it.
 * - subscription.activated (the move to `active` at `start_at`, or back from halted) carries no
 *   money of its own; a declined attempt in the hosted page (payment.failed) is not final, the
 *   buyer may try again there. Both, like anything else, are null: acknowledged, ignored.
 *
 * The event id is built from the signed body, never from the `x-razorpay-event-id` header: the
 * signature does not cover headers, so a captured body replayed under a fresh header id would
 * otherwise be a new event (a renewal's effect is keyed by period, not by payment).
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function entityOf(payload: Json, name: string): Json | null {
  const wrapper = payload[name];
  return isObject(wrapper) && isObject(wrapper.entity) ? wrapper.entity : null;
}

/** Razorpay's amounts are integers in the currency's subunit (69900 is ₹699.00). */
function chargedOf(payment: Json | null): { amountCents: number; currency: string } | null {
  const amount = payment?.amount;
  const currency = text(payment?.currency);
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0 || !currency) return null;
  return { amountCents: amount, currency: currency.toUpperCase() };
}

function firstPayment(type: string, subscription: Json, payment: Json | null): ProviderEvent | null {
  const notes = isObject(subscription.notes) ? subscription.notes : {};
  const orderId = text(notes.order_id);
  const subscriptionRef = text(subscription.id);
  const chargeRef = text(payment?.id);
  if (!orderId || !subscriptionRef || !chargeRef || payment?.status === "failed") return null;
  return {
    id: `${type}:${subscriptionRef}`,
    orderId,
    outcome: "paid",
    chargeRef,
    subscriptionRef,
    // No amount stated: nothing to compare, so nothing to grant on (amount-check.ts holds it).
    charged: chargedOf(payment),
  };
}

function renewal(type: string, subscriptionRef: string, payment: Json | null, createdAt: unknown) {
  const paymentRef = text(payment?.id);
  // One renewal charge is one invoice; a failed charge may come without a payment.
  const invoiceRef = text(payment?.invoice_id) ?? paymentRef;
  if (!invoiceRef) return null;
  const outcome = type === "subscription.charged" ? "paid" : "failed";
  const id = `${type}:${subscriptionRef}:${paymentRef ?? String(createdAt)}`;
  return { id, kind: "renewal", subscriptionRef, invoiceRef, outcome, fixUrl: null } as const;
}

const RENEWAL_EVENTS = new Set(["subscription.charged", "subscription.pending", "subscription.halted"]);
const END_EVENTS = new Set(["subscription.cancelled", "subscription.completed"]);

export function razorpayEventOf(event: unknown): ProviderEvent | SubscriptionEvent | null {
  if (!isObject(event) || !isObject(event.payload)) return null;
  const type = text(event.event);
  const subscription = entityOf(event.payload, "subscription");
  const subscriptionRef = text(subscription?.id);
  if (!type || !subscription || !subscriptionRef) return null;
  const payment = entityOf(event.payload, "payment");
  if (type === "subscription.authenticated") return firstPayment(type, subscription, payment);
  if (RENEWAL_EVENTS.has(type)) return renewal(type, subscriptionRef, payment, event.created_at);
  if (END_EVENTS.has(type)) return { id: `${type}:${subscriptionRef}`, kind: "ended", subscriptionRef };
  return null;
}
