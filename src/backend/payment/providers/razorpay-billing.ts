import type { ProviderBilling } from "./provider-billing";
import { RazorpayApiError, type RazorpayClient } from "./razorpay-client";

/**
 * Razorpay's side of billing (decision 158). Renewal off is a cancel at the end of the current
 * billing cycle (`cancel_at_cycle_end: true`), which Razorpay holds as a scheduled change; renewal
 * on takes the scheduled change back (POST …/cancel_scheduled_changes). Razorpay documents that
 * call for scheduled updates; if it refuses it for a scheduled cancel, billing answers its clear
 * error and D1 keeps the renewal off. The refund is a full refund of the first payment, and the
 * end after it a cancel effective immediately.
 */
const subscriptionPath = (ref: string) => `/subscriptions/${encodeURIComponent(ref)}`;
const paymentPath = (ref: string) => `/payments/${encodeURIComponent(ref)}`;

export function razorpayBilling(client: RazorpayClient): ProviderBilling {
  return {
    async setRenewal(subscriptionRef, autoRenew) {
      if (autoRenew) await client.post(`${subscriptionPath(subscriptionRef)}/cancel_scheduled_changes`);
      else await client.post(`${subscriptionPath(subscriptionRef)}/cancel`, { cancel_at_cycle_end: true });
    },
    async refundCharge(chargeRef, orderId) {
      try {
        // No amount: Razorpay refunds the whole payment.
        await client.post(`${paymentPath(chargeRef)}/refund`, {
          speed: "normal",
          notes: { order_id: orderId, reason: "money-back" },
        });
      } catch (error) {
        if (!(error instanceof RazorpayApiError) || error.status === 0 || error.status >= 500) throw error;
        // A retry after Razorpay already refunded it: the refund we wanted.
        const payment = await client
          .get<{ refund_status?: unknown }>(paymentPath(chargeRef))
          .catch(() => null);
        if (payment?.refund_status !== "full") throw error;
      }
    },
    async cancelNow(subscriptionRef) {
      try {
        await client.post(`${subscriptionPath(subscriptionRef)}/cancel`, { cancel_at_cycle_end: false });
      } catch (error) {
        // Already cancelled (a retried refund, or cancelled in Razorpay's dashboard): the end we wanted.
        const subscription = await client
          .get<{ status?: unknown }>(subscriptionPath(subscriptionRef))
          .catch(() => null);
        if (subscription?.status !== "cancelled") throw error;
      }
    },
  };
}
