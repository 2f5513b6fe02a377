/**
 * What a provider tells us about a subscription after its first payment, in the provider's
 * subscription id (`subscriptionRef`, Stripe's sub_…, kept as subscriptions.provider_ref). The
 * Stripe adapter makes these from invoice and customer.subscription webhooks (decision 110);
 * stripe-subscription-events.ts applies them through billing's own transitions.
 */
export type SubscriptionEvent =
  | {
      id: string;
      kind: "renewal";
      subscriptionRef: string;
      /** The provider's invoice (Stripe in_…): one renewal charge. */
      invoiceRef: string;
      outcome: "paid" | "failed";
      /** Where the buyer can fix a declined payment (Stripe's hosted invoice page). */
      fixUrl: string | null;
    }
  | { id: string; kind: "renewal-switch"; subscriptionRef: string; autoRenew: boolean }
  | { id: string; kind: "ended"; subscriptionRef: string };

export function isSubscriptionEvent(event: object): event is SubscriptionEvent {
  return "kind" in event;
}
