import type { SubscriptionEvent } from "../../billing/subscription-events";
import type { Outcome } from "../order-state";
import type { ProviderEvent } from "../orders";

/**
 * Stripe's webhook events as this site reads them (decision 110 cites the documented shapes).
 * Checkout events settle the first payment (the order is the session's client_reference_id);
 * invoice and customer.subscription events drive the subscription afterwards. Anything else is
 * null: acknowledged and ignored.
 */
const OUTCOME_OF_CHECKOUT: Record<string, Outcome> = {
  "checkout.session.completed": "paid",
  "checkout.session.async_payment_succeeded": "paid",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "canceled",
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
/** An id field that may arrive expanded (an object with `id`) or as the id itself. */
const idOf = (value: unknown): string | null => (isObject(value) ? text(value.id) : text(value));

/**
 * What the session charged now: `amount_total` in the currency's smallest unit (the first term;
 * the recurring line is in its trial, so it adds nothing), `currency` in lower case. Null when
 * either is missing, which the amount check holds rather than trusts.
 */
function chargedOf(session: Json): { amountCents: number; currency: string } | null {
  const amount = session.amount_total;
  const currency = text(session.currency);
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0 || !currency) return null;
  return { amountCents: amount, currency: currency.toUpperCase() };
}

function checkoutEvent(id: string, type: string, session: Json): ProviderEvent | null {
  const outcome = OUTCOME_OF_CHECKOUT[type];
  const orderId = text(session.client_reference_id);
  // A completed session with a delayed method (bank debit) is not paid yet.
  const unpaid = type === "checkout.session.completed" && session.payment_status === "unpaid";
  if (!outcome || unpaid || !orderId) return null;
  const subscriptionRef = idOf(session.subscription);
  // Subscription mode: the first invoice; payment mode (a one-off method): the PaymentIntent.
  const chargeRef = idOf(session.invoice) ?? idOf(session.payment_intent);
  return {
    id,
    orderId,
    outcome,
    ...(outcome === "paid" ? { charged: chargedOf(session) } : {}),
    ...(subscriptionRef ? { subscriptionRef } : {}),
    ...(chargeRef ? { chargeRef } : {}),
  };
}

/**
 * The invoice's subscription: `parent.subscription_details.subscription` since API version
 * 2025-03-31 (basil), the top-level `subscription` before it.
 */
function subscriptionOfInvoice(invoice: Json): string | null {
  const parent = isObject(invoice.parent) ? invoice.parent : {};
  const details = isObject(parent.subscription_details) ? parent.subscription_details : {};
  return idOf(details.subscription) ?? idOf(invoice.subscription);
}

function invoiceEvent(id: string, type: string, invoice: Json): SubscriptionEvent | null {
  // The first invoice (subscription_create) is the checkout's payment: checkout events settle it.
  if (invoice.billing_reason !== "subscription_cycle") return null;
  const subscriptionRef = subscriptionOfInvoice(invoice);
  const invoiceRef = text(invoice.id);
  if (!subscriptionRef || !invoiceRef) return null;
  return {
    id,
    kind: "renewal",
    subscriptionRef,
    invoiceRef,
    outcome: type === "invoice.paid" ? "paid" : "failed",
    fixUrl: text(invoice.hosted_invoice_url),
  };
}

function subscriptionEvent(id: string, type: string, subscription: Json): SubscriptionEvent | null {
  const subscriptionRef = text(subscription.id);
  if (!subscriptionRef) return null;
  if (type === "customer.subscription.deleted") return { id, kind: "ended", subscriptionRef };
  // Renewal off in Stripe: cancel_at_period_end (or a cancel_at date set in the Dashboard).
  const cancels = subscription.cancel_at_period_end === true || typeof subscription.cancel_at === "number";
  return { id, kind: "renewal-switch", subscriptionRef, autoRenew: !cancels };
}

export function stripeEventOf(event: unknown): ProviderEvent | SubscriptionEvent | null {
  if (!isObject(event) || !isObject(event.data) || !isObject(event.data.object)) return null;
  const id = text(event.id);
  const type = text(event.type);
  const object = event.data.object;
  if (!id || !type) return null;
  if (type.startsWith("checkout.session.")) return checkoutEvent(id, type, object);
  if (type === "invoice.paid" || type === "invoice.payment_failed") return invoiceEvent(id, type, object);
  if (type === "customer.subscription.updated" || type === "customer.subscription.deleted")
    return subscriptionEvent(id, type, object);
  return null;
}
