import { PaddleApiError, type PaddleClient } from "./paddle-client";
import type { ProviderBilling } from "./provider-billing";

/**
 * Paddle's side of billing (decision 153). Renewal off is a cancel effective from the next
 * billing period, which Paddle keeps as the subscription's `scheduled_change`; renewal on removes
 * that scheduled change (PATCH with `scheduled_change: null`, the only update Paddle allows to
 * it). The refund is a full refund adjustment of the first transaction, and the end after it a
 * cancel effective immediately.
 */
const subscriptionPath = (ref: string) => `/subscriptions/${encodeURIComponent(ref)}`;

/** A retry after Paddle already has the refund (being approved, or done) answers this. */
const REFUND_ALREADY_ASKED = new Set(["adjustment_pending_refund_request"]);

export function paddleBilling(client: PaddleClient): ProviderBilling {
  return {
    async setRenewal(subscriptionRef, autoRenew) {
      if (autoRenew) await client.patch(subscriptionPath(subscriptionRef), { scheduled_change: null });
      else
        await client.post(`${subscriptionPath(subscriptionRef)}/cancel`, {
          effective_from: "next_billing_period",
        });
    },
    async refundCharge(chargeRef, orderId) {
      try {
        await client.post("/adjustments", {
          action: "refund",
          type: "full",
          transaction_id: chargeRef,
          reason: `Money-back refund of order ${orderId}`,
        });
      } catch (error) {
        if (error instanceof PaddleApiError && error.code && REFUND_ALREADY_ASKED.has(error.code)) return;
        throw error;
      }
    },
    async cancelNow(subscriptionRef) {
      try {
        await client.post(`${subscriptionPath(subscriptionRef)}/cancel`, { effective_from: "immediately" });
      } catch (error) {
        // Already canceled (a retried refund, or canceled in Paddle's dashboard): the end we wanted.
        const subscription = await client
          .get<{ status?: unknown }>(subscriptionPath(subscriptionRef))
          .catch(() => null);
        if (subscription?.status !== "canceled") throw error;
      }
    },
  };
}
