/**
 * Stripe webhook events in the shapes Stripe documents (API reference: the Event, Checkout
 * Session, Invoice and Subscription objects; since 2025-03-31 an invoice names its subscription
 * under parent.subscription_details). Fields this site does not read are trimmed, ids are test
 * ids; each call makes a fresh event id, as each delivery of a new event has.
 */
const API_VERSION = "2026-10-28.endive";
const nowS = () => Math.floor(Date.now() / 1000);
const eventId = () => `evt_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;

function event(type: string, object: Record<string, unknown>) {
  return {
    id: eventId(),
    object: "event",
    api_version: API_VERSION,
    created: nowS(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

type Charged = { amountCents: number; currency: string };

/** A completed, paid Checkout Session of `orderId`; `ids` says what it created. */
function paidSession(orderId: string, ids: Record<string, string | null>, charged: Charged) {
  return event("checkout.session.completed", {
    id: `cs_test_${orderId}`,
    object: "checkout.session",
    client_reference_id: orderId,
    status: "complete",
    payment_status: "paid",
    ...ids,
    currency: charged.currency.toLowerCase(),
    amount_total: charged.amountCents,
  });
}

/** The session of a paid checkout; by default it charged what the order asked, as Stripe does. */
export function checkoutCompleted(
  orderId: string,
  subscription: string,
  invoice: string,
  charged: Charged = { amountCents: 8376, currency: "USD" },
) {
  const ids = {
    mode: "subscription",
    payment_intent: null,
    subscription,
    invoice,
    customer: "cus_test_buyer",
  };
  return paidSession(orderId, ids, charged);
}

/**
 * The session of a paid one-off checkout (payment mode, decision 167): no subscription and no
 * invoice, the charge is the PaymentIntent.
 */
export function checkoutPaymentCompleted(orderId: string, paymentIntent: string, charged: Charged) {
  const ids = {
    mode: "payment",
    payment_intent: paymentIntent,
    subscription: null,
    invoice: null,
    customer: null,
  };
  return paidSession(orderId, ids, charged);
}

interface InvoiceOptions {
  invoice: string;
  subscription: string;
  billingReason?: "subscription_create" | "subscription_cycle" | "subscription_update";
  amount?: number;
  periodStart?: number;
  periodEnd?: number;
}

function invoiceObject(options: InvoiceOptions, paid: boolean) {
  const start = options.periodStart ?? nowS();
  const end = options.periodEnd ?? start + 365 * 86400;
  const amount = options.amount ?? 5988;
  return {
    id: options.invoice,
    object: "invoice",
    billing_reason: options.billingReason ?? "subscription_cycle",
    collection_method: "charge_automatically",
    currency: "usd",
    customer: "cus_test_buyer",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    status: paid ? "paid" : "open",
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${options.invoice}`,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: {}, subscription: options.subscription },
    },
    lines: {
      object: "list",
      has_more: false,
      data: [
        {
          id: `il_${options.invoice}`,
          object: "line_item",
          amount,
          currency: "usd",
          period: { start, end },
          parent: {
            type: "subscription_item_details",
            subscription_item_details: { subscription: options.subscription, proration: false },
          },
        },
      ],
    },
    period_start: start,
    period_end: start,
  };
}

export const invoicePaid = (options: InvoiceOptions) => event("invoice.paid", invoiceObject(options, true));
export const invoicePaymentFailed = (options: InvoiceOptions) =>
  event("invoice.payment_failed", invoiceObject(options, false));

function subscriptionObject(id: string, status: string, cancelAtPeriodEnd: boolean) {
  return {
    id,
    object: "subscription",
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: null,
    canceled_at: status === "canceled" ? nowS() : null,
    customer: "cus_test_buyer",
    items: { object: "list", data: [] },
    metadata: {},
  };
}

export const subscriptionUpdated = (id: string, cancelAtPeriodEnd: boolean) =>
  event("customer.subscription.updated", subscriptionObject(id, "active", cancelAtPeriodEnd));
export const subscriptionDeleted = (id: string) =>
  event("customer.subscription.deleted", subscriptionObject(id, "canceled", false));
