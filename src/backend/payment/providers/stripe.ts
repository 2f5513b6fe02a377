import { type MethodId, PAYMENT_METHODS, type PaymentMethod } from "../../../catalog/payment-methods";
import type { LanguageCode } from "../../../i18n/languages";
import { localeOfReturnPath } from "../../billing/billing-texts";
import type { SubscriptionEvent } from "../../billing/subscription-events";
import { checkoutItemNames } from "../checkout-item-names";
import type { OrderRow, ProviderEvent } from "../orders";
import { orderTermsOf } from "../plans";
import { verifySignature, WebhookSignatureError } from "../webhook-signature";
import { type StripeClient, stripeClient } from "./stripe-client";
import { stripeEventOf } from "./stripe-events";
import type { PaymentAdapter } from "./types";

/**
 * Stripe (provider s1) for prod, in subscription mode (decision 110). Webhooks follow Stripe's
 * documented scheme: the `Stripe-Signature` header `t=…,v1=…` is an HMAC-SHA256, keyed with the
 * endpoint secret (`whsec_…`), of `<t>.<raw body>`, checked against a 300 s tolerance. The order
 * travels as the Checkout Session's client_reference_id and the subscription's metadata.
 */
export const STRIPE_SIGNATURE_HEADER = "Stripe-Signature";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Checkout's own language for each of ours (docs.stripe.com/js/appendix/supported_locales, the
 * Checkout column). Checkout has no Arabic, Persian, Hindi or Ukrainian: `auto` lets Stripe follow
 * the browser instead.
 */
export const STRIPE_CHECKOUT_LOCALES: Record<LanguageCode, string> = {
  en: "en",
  ar: "auto",
  de: "de",
  es: "es",
  fr: "fr",
  it: "it",
  ja: "ja",
  nl: "nl",
  pl: "pl",
  pt: "pt-BR",
  ru: "ru",
  fa: "auto",
  hi: "auto",
  id: "id",
  ms: "ms",
  th: "th",
  tr: "tr",
  uk: "auto",
};

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  db: D1Database;
  /** Tests answer Stripe's API themselves. */
  client?: StripeClient;
}

/**
 * The Checkout Session of a first payment. A method that renews: the first term as a one-time
 * item at the offer price, and the subscription's recurring price (renewal price every
 * renewal_months) starting after a trial that lasts exactly the days the first payment grants, so
 * Stripe's first renewal charge falls on the first period's end. A one-off method (Alipay, WeChat
 * Pay, BLIK…; Stripe takes them in payment mode only): the first term alone, in payment mode; the
 * subscription then ends with its period unless the buyer pays the next one (decision 167).
 */
export async function checkoutSessionForm(
  db: D1Database,
  order: OrderRow,
  origin: string,
  nowMs: number,
  method: MethodId = "card",
): Promise<Record<string, string>> {
  const terms = await orderTermsOf(db, order, "stripe");
  const locale = localeOfReturnPath(order.return_path);
  const names = await checkoutItemNames(locale, terms);
  const back = `${origin}${order.return_path}?order=${order.id}&provider=${order.provider}`;
  const currency = order.currency.toLowerCase();
  const renews = (PAYMENT_METHODS[method] as PaymentMethod).renews;
  const form: Record<string, string> = {
    mode: renews ? "subscription" : "payment",
    locale: STRIPE_CHECKOUT_LOCALES[locale],
    client_reference_id: order.id,
    success_url: back,
    cancel_url: back,
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": currency,
    "line_items[0][price_data][unit_amount]": String(order.amount_cents),
    "line_items[0][price_data][product_data][name]": names.firstTerm,
    // The method the buyer chose at checkout, not whatever the Dashboard enables (decision 143).
    "payment_method_types[0]": stripeTypeOf(method),
  };
  if (renews) {
    Object.assign(form, {
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][currency]": currency,
      "line_items[1][price_data][unit_amount]": String(terms.renewalCents),
      "line_items[1][price_data][recurring][interval]": "month",
      "line_items[1][price_data][recurring][interval_count]": String(terms.renewalMonths),
      "line_items[1][price_data][product_data][name]": names.renewal,
      "subscription_data[trial_end]": String(Math.floor(nowMs / 1000) + terms.grantDays * DAY_SECONDS),
      "subscription_data[metadata][order_id]": order.id,
    });
  } else {
    form["payment_intent_data[metadata][order_id]"] = order.id;
  }
  // Checkout shows WeChat Pay's QR code only when told the buyer is on the web.
  if (method === "wechat_pay") form["payment_method_options[wechat_pay][client]"] = "web";
  if (order.email) form.customer_email = order.email;
  return form;
}

function stripeTypeOf(method: MethodId): string {
  const type = (PAYMENT_METHODS[method] as PaymentMethod).stripeType;
  if (!type) throw new Error(`stripe: ${method} is not a Stripe payment method`);
  return type;
}

export function stripeAdapter(config: StripeConfig): PaymentAdapter {
  const client = config.client ?? stripeClient(config.secretKey);
  return {
    async create(order, origin, method) {
      const form = await checkoutSessionForm(config.db, order, origin, Date.now(), method);
      const session = await client.post<{ url?: unknown }>("/checkout/sessions", form, order.idempotency_key);
      if (typeof session.url !== "string") throw new Error("stripe: checkout session without url");
      return { redirectUrl: session.url };
    },
    // Stripe tells us by webhook; purchase_result then reads the order as the webhook left it.
    async status() {
      return null;
    },
    async verifyWebhook(request, nowSeconds): Promise<ProviderEvent | SubscriptionEvent | null> {
      const body = await request.text();
      await verifySignature(
        request.headers.get(STRIPE_SIGNATURE_HEADER),
        body,
        config.webhookSecret,
        nowSeconds,
      );
      try {
        return stripeEventOf(JSON.parse(body));
      } catch {
        throw new WebhookSignatureError("malformed");
      }
    },
  };
}
