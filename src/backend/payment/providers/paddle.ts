import { localizedPath } from "../../../i18n/locale-path";
import { localeOfReturnPath } from "../../billing/billing-texts";
import type { SubscriptionEvent } from "../../billing/subscription-events";
import { checkoutOnce } from "../checkout-claim";
import { checkoutItemNames } from "../checkout-item-names";
import type { OrderRow, ProviderEvent } from "../orders";
import { orderTermsOf } from "../plans";
import { type SignatureParts, verifyTimestampedHmac, WebhookSignatureError } from "../webhook-signature";
import { PaddleApiError, type PaddleClient, paddleClient } from "./paddle-client";
import { paddleEventOf } from "./paddle-events";
import type { PaymentAdapter } from "./types";

/**
 * Paddle Billing (provider ps) for prod (decision 153). A purchase is a transaction for
 * non-catalog prices built from our plan data: the first term once at the offer price, and the
 * renewal price every renewal_months after a trial as long as the days the first payment grants,
 * so Paddle's first renewal falls on the first period's end (the same shape as Stripe's,
 * decision 110). The order id travels in `custom_data`; the buyer goes to the transaction's
 * checkout URL (Paddle's default payment link + `?_ptxn=`).
 *
 * Webhooks: `Paddle-Signature: ts=<unix seconds>;h1=<hex>` where h1 is an HMAC-SHA256, keyed with
 * the notification destination's secret, of `<ts>:<raw body>`; several h1 may be present while a
 * secret rolls. Paddle's SDKs reject a ts more than 5 seconds old; we allow the same 5 s either way.
 */
export const PADDLE_SIGNATURE_HEADER = "Paddle-Signature";
export const PADDLE_SIGNATURE_TOLERANCE_SECONDS = 5;

export interface PaddleConfig {
  apiKey: string;
  webhookSecret: string;
  db: D1Database;
  /** Tests answer Paddle's API themselves. */
  client?: PaddleClient;
}

interface PaddleTransaction {
  id?: unknown;
  checkout?: { url?: unknown } | null;
}

/**
 * The page Paddle's checkout link opens for an order, in the buyer's language: the site's
 * /pay/{order} loads Paddle.js, which opens the checkout for the `_ptxn` Paddle appends
 * (decision 177). Its host must be a checkout domain approved in Paddle.
 */
export const paddleCheckoutPage = (origin: string, order: OrderRow): string =>
  `${origin}${localizedPath(localeOfReturnPath(order.return_path), `/pay/${order.id}`)}`;

/** The body of POST /transactions for an order (developer.paddle.com/api-reference/transactions). */
export async function transactionBody(
  db: D1Database,
  order: OrderRow,
  origin: string,
): Promise<Record<string, unknown>> {
  const terms = await orderTermsOf(db, order, "paddle");
  const names = await checkoutItemNames(localeOfReturnPath(order.return_path), terms);
  // Paddle shows the product's name and, beside it, a price's `name`; `description` is ours alone.
  const product = { name: names.firstTerm, tax_category: "standard" };
  const price = (description: string, cents: number) => ({
    description,
    product,
    // Our prices are what the buyer saw, tax included: Paddle takes its tax out of them.
    tax_mode: "internal",
    unit_price: { amount: String(cents), currency_code: order.currency },
  });
  return {
    items: [
      { quantity: 1, price: price("First term", order.amount_cents) },
      {
        quantity: 1,
        price: {
          ...price("Renewal", terms.renewalCents),
          name: names.renewal,
          billing_cycle: { interval: "month", frequency: terms.renewalMonths },
          trial_period: { interval: "day", frequency: terms.grantDays },
        },
      },
    ],
    currency_code: order.currency,
    custom_data: { order_id: order.id },
    // Paddle answers this URL + `?_ptxn=txn_…` as the transaction's checkout link.
    checkout: { url: paddleCheckoutPage(origin, order) },
  };
}

/** Reads `ts=…;h1=…[;h1=…]`. */
export function paddleSignatureParts(header: string | null): SignatureParts {
  const pairs = (header ?? "").split(";").map((part) => part.trim().split("="));
  return {
    timestamp: Number(pairs.find(([key]) => key === "ts")?.[1] ?? Number.NaN),
    signatures: pairs.filter(([key]) => key === "h1").map(([, value]) => value ?? ""),
  };
}

export function paddleAdapter(config: PaddleConfig): PaymentAdapter {
  const client = config.client ?? paddleClient(config.apiKey);
  return {
    async create(order, origin) {
      // Paddle takes no idempotency key: one transaction per order is ours to keep (decision 154).
      return checkoutOnce(
        config.db,
        order.id,
        async () => {
          const transaction = await client.post<PaddleTransaction>(
            "/transactions",
            await transactionBody(config.db, order, origin),
          );
          const url = transaction.checkout?.url;
          // No URL: the account has no default payment link set (Paddle > Checkout settings).
          if (typeof url !== "string" || typeof transaction.id !== "string")
            throw new Error("paddle: transaction without id or checkout url");
          return { ref: transaction.id, url };
        },
        () => new PaddleApiError(0, null, "an earlier call for this order is still creating its checkout"),
      );
    },
    // Paddle tells us by webhook; purchase_result then reads the order as the webhook left it.
    async status() {
      return null;
    },
    async verifyWebhook(request, nowSeconds): Promise<ProviderEvent | SubscriptionEvent | null> {
      const body = await request.text();
      const parts = paddleSignatureParts(request.headers.get(PADDLE_SIGNATURE_HEADER));
      await verifyTimestampedHmac(
        parts,
        `${parts.timestamp}:${body}`,
        config.webhookSecret,
        nowSeconds ?? Math.floor(Date.now() / 1000),
        PADDLE_SIGNATURE_TOLERANCE_SECONDS,
      );
      try {
        return paddleEventOf(JSON.parse(body));
      } catch {
        throw new WebhookSignatureError("malformed");
      }
    },
  };
}
