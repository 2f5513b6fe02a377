import type { ProviderBilling } from "./provider-billing";
import { StripeApiError, type StripeClient } from "./stripe-client";

type Expandable = string | { id?: unknown } | null | undefined;

interface InvoicePaymentList {
  data?: { payment?: { payment_intent?: Expandable; charge?: Expandable } }[];
}

const idOf = (value: Expandable) =>
  typeof value === "string" ? value : typeof value?.id === "string" ? value.id : null;

/** A retry after Stripe already did the work answers these; the work is done. */
const ALREADY_DONE = new Set(["charge_already_refunded"]);

async function unlessAlreadyDone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (error instanceof StripeApiError && error.code && ALREADY_DONE.has(error.code)) return;
    throw error;
  }
}

/** The payment of an invoice, as a refund names it: its PaymentIntent, else its charge. */
async function invoicePaymentOf(client: StripeClient, invoiceRef: string): Promise<Record<string, string>> {
  // Since API version 2025-03-31 an invoice names its payments through Invoice Payments.
  const payments = await client.get<InvoicePaymentList>("/invoice_payments", {
    invoice: invoiceRef,
    status: "paid",
  });
  const payment = payments.data?.[0]?.payment;
  const paymentIntent = idOf(payment?.payment_intent);
  if (paymentIntent) return { payment_intent: paymentIntent };
  const charge = idOf(payment?.charge);
  if (charge) return { charge };
  throw new StripeApiError(404, "resource_missing", `no payment of ${invoiceRef}`);
}

/**
 * Stripe's side of billing (decision 110): cancel_at_period_end for the renewal switch, a refund
 * of the first invoice's payment, and DELETE of the subscription after that refund.
 */
export function stripeBilling(client: StripeClient): ProviderBilling {
  return {
    async setRenewal(subscriptionRef, autoRenew) {
      // A fresh key per switch: off, on, off within Stripe's 24 h key memory are three changes.
      await client.post(
        `/subscriptions/${encodeURIComponent(subscriptionRef)}`,
        { cancel_at_period_end: String(!autoRenew) },
        `renewal-switch:${crypto.randomUUID()}`,
      );
    },
    async refundCharge(chargeRef, orderId) {
      // A one-off method's payment (payment mode) is its PaymentIntent; a subscription's is the invoice's.
      const form = chargeRef.startsWith("pi_")
        ? { payment_intent: chargeRef }
        : await invoicePaymentOf(client, chargeRef);
      await unlessAlreadyDone(
        client.post(
          "/refunds",
          { ...form, "metadata[order_id]": orderId, reason: "requested_by_customer" },
          `refund:${orderId}`,
        ),
      );
    },
    async cancelNow(subscriptionRef) {
      try {
        await client.delete(`/subscriptions/${encodeURIComponent(subscriptionRef)}`);
      } catch (error) {
        // Already canceled (a retried refund, or canceled in the Dashboard): the end we wanted.
        const subscription = await client
          .get<{ status?: unknown }>(`/subscriptions/${encodeURIComponent(subscriptionRef)}`)
          .catch(() => null);
        if (subscription?.status !== "canceled") throw error;
      }
    },
  };
}
