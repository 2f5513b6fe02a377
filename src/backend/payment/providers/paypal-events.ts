import { minorOfDecimal } from "../../../catalog/minor-units";
import type { SubscriptionEvent } from "../../billing/subscription-events";
import type { ProviderEvent } from "../orders";

/**
 * PayPal's webhook events as this site reads them (decision 156; shapes from
 * developer.paypal.com/api/rest/webhooks/event-names and the recorded payloads in
 * test/fixtures/paypal). Every event is `{ id: "WH-…", event_type, resource_type, resource }`.
 *
 * - PAYMENT.SALE.COMPLETED is money received on a subscription: the sale's `billing_agreement_id`
 *   is the subscription (I-…), `amount.total`/`amount.currency` what was charged. The first sale
 *   of an order we sold (the setup fee, paypal.ts) pays the order, any later one is a renewal;
 *   which one it is the caller knows from D1 (`firstSaleOrder`).
 * - BILLING.SUBSCRIPTION.PAYMENT.FAILED: a renewal PayPal could not collect (it retries on its own).
 * - BILLING.SUBSCRIPTION.SUSPENDED / ACTIVATED: renewal off / on (paypal-billing.ts suspends for
 *   "cancel at period end", because a cancelled PayPal subscription can never be resumed).
 *   ACTIVATED also follows the buyer's approval; the order is paid by its sale, not by this
 *   event, whose `last_payment` may not exist yet (it would be held as "no amount").
 * - BILLING.SUBSCRIPTION.CANCELLED / EXPIRED: the subscription ended.
 * Anything else is null: acknowledged and ignored.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * PayPal's amounts are decimal strings in major units ("83.76"; yen whole, "1980"); ours are the
 * currency's minor units (src/catalog/minor-units.ts).
 */
export function minorOf(value: unknown, currency: string): number | null {
  const amount = text(value);
  return amount ? minorOfDecimal(amount, currency) : null;
}

export interface PayPalSale {
  eventId: string;
  saleId: string;
  subscriptionRef: string;
  charged: { amountCents: number; currency: string } | null;
}

/** A completed sale on a subscription, or null for any other event. */
export function saleOf(event: unknown): PayPalSale | null {
  if (!isObject(event) || event.event_type !== "PAYMENT.SALE.COMPLETED" || !isObject(event.resource))
    return null;
  const eventId = text(event.id);
  const sale = event.resource;
  const saleId = text(sale.id);
  const subscriptionRef = text(sale.billing_agreement_id);
  if (!eventId || !saleId || !subscriptionRef) return null;
  const amount = isObject(sale.amount) ? sale.amount : {};
  const currency = text(amount.currency)?.toUpperCase() ?? null;
  const minor = currency ? minorOf(amount.total, currency) : null;
  return {
    eventId,
    saleId,
    subscriptionRef,
    charged: minor !== null && currency ? { amountCents: minor, currency } : null,
  };
}

/** The first payment of `orderId`: the order paid, with the subscription as its provider ref. */
export const firstPaymentOf = (sale: PayPalSale, orderId: string): ProviderEvent => ({
  id: sale.eventId,
  orderId,
  outcome: "paid",
  subscriptionRef: sale.subscriptionRef,
  chargeRef: sale.saleId,
  charged: sale.charged,
});

export const renewalOf = (sale: PayPalSale): SubscriptionEvent => ({
  id: sale.eventId,
  kind: "renewal",
  subscriptionRef: sale.subscriptionRef,
  invoiceRef: sale.saleId,
  outcome: "paid",
  fixUrl: null,
});

/** The subscription lifecycle events (everything but sales). */
export function subscriptionEventOf(event: unknown): SubscriptionEvent | null {
  if (!isObject(event) || !isObject(event.resource)) return null;
  const id = text(event.id);
  const subscriptionRef = text(event.resource.id);
  if (!id || !subscriptionRef) return null;
  switch (event.event_type) {
    case "BILLING.SUBSCRIPTION.PAYMENT.FAILED":
      // The failed charge has no id of its own: the event is that one attempt.
      return { id, kind: "renewal", subscriptionRef, invoiceRef: id, outcome: "failed", fixUrl: null };
    case "BILLING.SUBSCRIPTION.SUSPENDED":
      return { id, kind: "renewal-switch", subscriptionRef, autoRenew: false };
    case "BILLING.SUBSCRIPTION.ACTIVATED":
      return { id, kind: "renewal-switch", subscriptionRef, autoRenew: true };
    case "BILLING.SUBSCRIPTION.CANCELLED":
    case "BILLING.SUBSCRIPTION.EXPIRED":
      return { id, kind: "ended", subscriptionRef };
    default:
      return null;
  }
}
