import { PayPalApiError, type PayPalClient } from "./paypal-client";
import type { ProviderBilling } from "./provider-billing";

/**
 * PayPal's side of billing (decision 156). PayPal has no "cancel at period end", and a cancelled
 * subscription can never be activated again, so renewal off suspends the subscription (no more
 * charges; the paid period is D1's to grant) and renewal on activates it again. The money-back
 * refund is a full refund of the order's sale: a renewal order keeps its sale id, a first
 * purchase keeps the subscription (I-…), whose first completed transaction is that sale. The end
 * after a refund is a cancel.
 */
const subscriptionPath = (ref: string) => `/v1/billing/subscriptions/${encodeURIComponent(ref)}`;
const isSubscriptionId = (ref: string) => ref.startsWith("I-");
/** The transaction list needs a window; a money-back refund is far inside a year. */
const REFUND_WINDOW_MS = 400 * 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** PayPal's answer when the subscription already is in the state asked for. */
const ALREADY = new Set(["UNPROCESSABLE_ENTITY"]);

interface TransactionList {
  transactions?: { id?: unknown; status?: unknown; time?: unknown }[];
}

async function firstSaleOf(client: PayPalClient, subscriptionRef: string, nowMs: number): Promise<string> {
  const list = await client.get<TransactionList>(
    `${subscriptionPath(subscriptionRef)}/transactions?start_time=${iso(nowMs - REFUND_WINDOW_MS)}&end_time=${iso(nowMs)}`,
  );
  const completed = (list.transactions ?? [])
    .filter((t) => t.status === "COMPLETED" && typeof t.id === "string")
    .sort((a, b) => String(a.time).localeCompare(String(b.time)));
  const first = completed[0]?.id;
  if (typeof first !== "string") throw new PayPalApiError(404, "RESOURCE_NOT_FOUND", "no completed sale");
  return first;
}

async function tolerateAlready(call: Promise<unknown>, isThere: () => Promise<boolean>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof PayPalApiError && error.code && ALREADY.has(error.code) && (await isThere())) return;
    throw error;
  }
}

export function paypalBilling(client: PayPalClient, now: () => number = Date.now): ProviderBilling {
  const statusIs =
    (ref: string, ...states: string[]) =>
    async () => {
      const subscription = await client.get<{ status?: unknown }>(subscriptionPath(ref)).catch(() => null);
      return states.includes(String(subscription?.status));
    };
  return {
    async setRenewal(subscriptionRef, autoRenew) {
      const action = autoRenew ? "activate" : "suspend";
      const reason = autoRenew ? "Renewal turned on by the buyer" : "Renewal turned off by the buyer";
      await tolerateAlready(
        client.post(`${subscriptionPath(subscriptionRef)}/${action}`, { reason }),
        statusIs(subscriptionRef, autoRenew ? "ACTIVE" : "SUSPENDED"),
      );
    },
    async refundCharge(chargeRef, orderId) {
      const saleId = isSubscriptionId(chargeRef) ? await firstSaleOf(client, chargeRef, now()) : chargeRef;
      // Empty body: a full refund. The request id makes a retried refund the same refund.
      await client.post(`/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, {}, `refund-${orderId}`);
    },
    async cancelNow(subscriptionRef) {
      await tolerateAlready(
        client.post(`${subscriptionPath(subscriptionRef)}/cancel`, { reason: "Refunded" }),
        statusIs(subscriptionRef, "CANCELLED"),
      );
    },
  };
}
