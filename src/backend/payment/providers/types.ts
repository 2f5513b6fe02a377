import type { MethodId } from "../../../catalog/payment-methods";
import type { SubscriptionEvent } from "../../billing/subscription-events";
import type { OrderRow, ProviderEvent } from "../orders";

/**
 * What a payment provider adapter does, and all it does: start a hosted checkout, report an
 * order's state on request, and turn a webhook delivery into a verified event. Real Stripe,
 * Paddle, PayPal or Razorpay adapters implement the same three calls.
 */
export interface PaymentAdapter {
  /** Starts the provider's hosted checkout for `method` (src/catalog/payment-methods.ts). */
  create(order: OrderRow, origin: string, method: MethodId): Promise<{ redirectUrl: string }>;
  /** The provider's view of the order: an event when it reached an outcome, else null. */
  status(order: OrderRow): Promise<ProviderEvent | null>;
  /**
   * Verifies signature and freshness of a delivery (throws WebhookSignatureError) and parses it:
   * an order's outcome, a subscription's later news (renewals, switch, end), or null (ignored).
   */
  verifyWebhook(request: Request, nowSeconds?: number): Promise<ProviderEvent | SubscriptionEvent | null>;
}
