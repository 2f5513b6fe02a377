/**
 * What billing asks of a provider after the first payment (decision 110): the renewal switch
 * (cancel at period end, or take that back), the money-back refund of the first charge, and
 * ending the subscription at once after that refund. Each throws a ProviderApiError when the
 * provider refuses or cannot be reached; the caller then changes nothing in D1.
 */
export interface ProviderBilling {
  setRenewal(subscriptionRef: string, autoRenew: boolean): Promise<void>;
  /** Refunds the payment of a charge (Stripe's invoice, Paddle's transaction), once per order id. */
  refundCharge(chargeRef: string, orderId: string): Promise<void>;
  cancelNow(subscriptionRef: string): Promise<void>;
}
