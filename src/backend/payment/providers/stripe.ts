import type { Outcome } from "../order-state";
import type { ProviderEvent } from "../orders";
import { verifySignature, WebhookSignatureError } from "../webhook-signature";
import type { PaymentAdapter } from "./types";

/**
 * Stripe (provider s1) for prod. Webhooks follow Stripe's documented scheme: the
 * `Stripe-Signature` header `t=…,v1=…` is an HMAC-SHA256, keyed with the endpoint secret
 * (`whsec_…`), of `<t>.<raw body>`, checked against a 300 s tolerance. The order travels as the
 * Checkout Session's client_reference_id.
 */
export const STRIPE_SIGNATURE_HEADER = "Stripe-Signature";
const STRIPE_API = "https://api.stripe.com/v1";

const OUTCOME_OF_EVENT: Record<string, Outcome> = {
  "checkout.session.completed": "paid",
  "checkout.session.async_payment_succeeded": "paid",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "canceled",
};

interface StripeEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: { client_reference_id?: unknown; payment_status?: unknown } };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
}

export function stripeAdapter(config: StripeConfig): PaymentAdapter {
  return {
    async create(order, origin) {
      const back = `${origin}${order.return_path}?order=${order.id}&provider=${order.provider}`;
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: order.id,
        success_url: back,
        cancel_url: back,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": order.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": String(order.amount_cents),
        "line_items[0][price_data][product_data][name]": `VPN Master plan ${order.plan_id}`,
      });
      if (order.email) form.set("customer_email", order.email);
      const response = await fetch(`${STRIPE_API}/checkout/sessions`, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${config.secretKey}`, "Idempotency-Key": order.idempotency_key },
      });
      const session = (await response.json()) as { url?: string };
      if (!response.ok || typeof session.url !== "string") throw new Error(`stripe: HTTP ${response.status}`);
      return { redirectUrl: session.url };
    },
    // Stripe tells us by webhook; purchase_result then reads the order as the webhook left it.
    async status() {
      return null;
    },
    async verifyWebhook(request, nowSeconds) {
      const body = await request.text();
      await verifySignature(
        request.headers.get(STRIPE_SIGNATURE_HEADER),
        body,
        config.webhookSecret,
        nowSeconds,
      );
      let event: StripeEvent;
      try {
        event = JSON.parse(body) as StripeEvent;
      } catch {
        throw new WebhookSignatureError("malformed");
      }
      const outcome = typeof event.type === "string" ? OUTCOME_OF_EVENT[event.type] : undefined;
      const orderId = event.data?.object?.client_reference_id;
      // A completed session with a delayed method (bank debit) is not paid yet.
      const unpaid =
        event.type === "checkout.session.completed" && event.data?.object?.payment_status === "unpaid";
      if (!outcome || unpaid || typeof event.id !== "string" || typeof orderId !== "string") return null;
      return { id: event.id, orderId, outcome } satisfies ProviderEvent;
    },
  };
}
