import { env } from "cloudflare:test";
import { afterEach, expect, vi } from "vitest";
import { getOrder } from "../../src/backend/payment/orders";
import { PAYPAL_API, PAYPAL_SANDBOX_API } from "../../src/backend/payment/providers/paypal-client";
import { webhookPath } from "../../src/backend/payment/routes";
import { decimalString } from "../../src/catalog/minor-units";
import errorBody from "../fixtures/paypal/error.json";
import planCreated from "../fixtures/paypal/plan-created.json";
import productCreated from "../fixtures/paypal/product-created.json";
import saleCompleted from "../fixtures/paypal/sale-completed.json";
import saleRefunded from "../fixtures/paypal/sale-refunded.json";
import subscriptionCreated from "../fixtures/paypal/subscription-created.json";
import subscriptionEvent from "../fixtures/paypal/subscription-event.json";
import token from "../fixtures/paypal/token.json";
import transactions from "../fixtures/paypal/transactions.json";
import verifySignature from "../fixtures/paypal/verify-signature.json";
import { filled } from "./paddle";
import { newBuyer } from "./payment";
import { purchaseThrough } from "./purchase-through";
import { prodCallWith, prodRequestWith } from "./stripe";

/**
 * PayPal in production, without PayPal: the app on a product domain with PayPal's secrets set,
 * its calls to PayPal's REST API answered by a fake built from the documented payloads in
 * test/fixtures/paypal (every call recorded for the test to read). The fake answers the OAuth2
 * token call itself and, unless the test answers it, the webhook verification with SUCCESS.
 */
export const PAYPAL_SECRETS = {
  PAYPAL_CLIENT_ID: "paypal-test-client-id",
  PAYPAL_CLIENT_SECRET: "paypal-test-client-secret",
  PAYPAL_WEBHOOK_ID: "1JE4291016473214C",
};
export const PAYPAL_ACCESS_TOKEN = "paypal-test-access-token";

export const PAYPAL_FIXTURES = {
  errorBody,
  planCreated,
  productCreated,
  saleCompleted,
  saleRefunded,
  subscriptionCreated,
  subscriptionEvent,
  transactions,
};

export interface PayPalCall {
  method: string;
  path: string;
  search: string;
  body: Record<string, unknown> | null;
  /** The body as sent. */
  raw: string;
  authorization: string | null;
  requestId: string | null;
}

/** The answer to one call; undefined leaves it to the fake's defaults (token, verify = SUCCESS). */
export type PayPalAnswer = (call: PayPalCall) => Response | undefined | Promise<Response | undefined>;

export const verifyAnswer = (status: "SUCCESS" | "FAILURE") =>
  Response.json(filled(verifySignature, { status }));

export const paypalError = (status: number, name: string, issue = name) =>
  Response.json(filled(errorBody, { name, issue, message: name }), { status });

/** Answers PayPal's API (live or sandbox host) with `answer` and records each call but the token's. */
export function fakePayPal(answer: PayPalAnswer) {
  const calls: PayPalCall[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const host = [PAYPAL_API, PAYPAL_SANDBOX_API].find((base) => request.url.startsWith(base));
    if (!host) return realFetch(input, init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    if (url.pathname === "/v1/oauth2/token") {
      const basic = `Basic ${btoa(`${PAYPAL_SECRETS.PAYPAL_CLIENT_ID}:${PAYPAL_SECRETS.PAYPAL_CLIENT_SECRET}`)}`;
      if (request.headers.get("Authorization") !== basic || text !== "grant_type=client_credentials")
        return paypalError(401, "invalid_client");
      return Response.json(filled(token, { access_token: PAYPAL_ACCESS_TOKEN }));
    }
    if (request.headers.get("Authorization") !== `Bearer ${PAYPAL_ACCESS_TOKEN}`)
      return paypalError(401, "AUTHENTICATION_FAILURE");
    const call: PayPalCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      raw: text,
      authorization: request.headers.get("Authorization"),
      requestId: request.headers.get("PayPal-Request-Id"),
    };
    calls.push(call);
    const answered = await answer(call);
    if (answered) return answered;
    if (call.path === "/v1/notifications/verify-webhook-signature") return verifyAnswer("SUCCESS");
    return paypalError(404, "RESOURCE_NOT_FOUND");
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** For a test file: `paypalAnswers(answer)` fakes PayPal's API for one test; the real fetch is back after it. */
export function paypalAnswersPerTest() {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  return (answer: PayPalAnswer = () => undefined) => {
    restore?.();
    const fake = fakePayPal(answer);
    restore = fake.restore;
    return fake.calls;
  };
}

/** The transmission headers PayPal sends with a delivery (values from PayPal's documented example). */
export const TRANSMISSION_HEADERS = {
  "PAYPAL-AUTH-ALGO": "SHA256withRSA",
  "PAYPAL-CERT-URL": "https://api-m.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
  "PAYPAL-TRANSMISSION-ID": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
  "PAYPAL-TRANSMISSION-SIG":
    "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==",
  "PAYPAL-TRANSMISSION-TIME": "2016-02-18T20:01:35Z",
};

/** Delivers an event to the production webhook endpoint for pd with PayPal's transmission headers. */
export async function deliverPayPal(
  event: object,
  options: {
    headers?: Record<string, string>;
    secrets?: Record<string, string | undefined>;
    raw?: string;
  } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await prodRequestWith({ ...PAYPAL_SECRETS, ...options.secrets }, webhookPath("pd"), {
    method: "POST",
    body: options.raw ?? JSON.stringify(event),
    headers: { "Content-Type": "application/json", ...(options.headers ?? TRANSMISSION_HEADERS) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A gateway call on the product domain with PayPal's secrets set, as the signed-in page makes it. */
export const paypalCall = (path: string, token: string, body: unknown) =>
  prodCallWith(PAYPAL_SECRETS, path, token, body);

const eventId = () => `WH-${crypto.randomUUID().replaceAll("-", "").slice(0, 17).toUpperCase()}`;

/** PAYMENT.SALE.COMPLETED for `subscription`: the first payment or a renewal, told apart by D1. */
export const saleEvent = (values: { sale: string; subscription: string; cents: number; currency?: string }) =>
  filled(saleCompleted, {
    event_id: eventId(),
    sale_id: values.sale,
    subscription_id: values.subscription,
    total: decimalString(values.cents, values.currency ?? "USD"),
    currency: values.currency ?? "USD",
  });

/** A BILLING.SUBSCRIPTION.* event about `subscription`. */
export const subscriptionEventOf = (type: string, subscription: string, status: string) =>
  filled(subscriptionEvent, {
    event_id: eventId(),
    event_type: type,
    subscription_id: subscription,
    status,
    order_id: "",
  });

/**
 * PayPal's answers to a purchase's calls, with ids derived from the PayPal-Request-Id (as PayPal
 * answers a repeated id with the first call's object): product and plan from the price key
 * (`plan-12-USD-5988-12` → `P-12-USD-5988-12`), the subscription from our order id.
 */
export const purchaseAnswers: PayPalAnswer = (call) => {
  const key = String(call.requestId ?? "").replace(/^(product|plan|subscription)-/, "");
  const tag = key.slice(-12).toUpperCase();
  if (call.method === "POST" && call.path === "/v1/catalogs/products")
    return Response.json(filled(productCreated, { product_id: `PROD-${key}`, name: call.body?.name }), {
      status: 201,
    });
  if (call.method === "POST" && call.path === "/v1/billing/plans")
    return Response.json(
      filled(planCreated, { plan_id: `P-${key}`, product_id: call.body?.product_id, name: call.body?.name }),
      { status: 201 },
    );
  if (call.method === "POST" && call.path === "/v1/billing/subscriptions")
    return Response.json(
      filled(subscriptionCreated, {
        subscription_id: `I-${tag}`,
        plan_id: call.body?.plan_id,
        start_time: call.body?.start_time,
        order_id: call.body?.custom_id,
        ba_token: `BA-${tag}`,
      }),
      { status: 201 },
    );
  return undefined;
};

/** The purchase call for `planId` as the signed-in checkout makes it, paying with PayPal. */
export const buyWithPayPal = (
  userId: number,
  planId: number,
  options: { secrets?: Record<string, string | undefined>; idempotencyKey?: string; country?: string } = {},
) => purchaseThrough("paypal", userId, planId, { ...options, secrets: options.secrets ?? PAYPAL_SECRETS });

export interface PayPalPurchase {
  userId: number;
  orderId: string;
  subscriptionRef: string;
  saleRef: string;
}

/**
 * A first payment through PayPal in production: bought through the purchase call, then the
 * setup fee's PAYMENT.SALE.COMPLETED. Needs the fake on (paypalAnswers(purchaseAnswers)).
 */
export async function paypalPurchase(planId = 12): Promise<PayPalPurchase> {
  const userId = await newBuyer();
  const bought = await buyWithPayPal(userId, planId);
  expect(bought.status).toBe(200);
  const orderId = String(bought.body.data.order_id);
  const order = await getOrder(env.DB, orderId);
  const purchase = {
    userId,
    orderId,
    subscriptionRef: `I-${orderId.slice(-12).toUpperCase()}`,
    saleRef: `SALE${orderId.slice(-12).toUpperCase()}`,
  };
  const paid = await deliverPayPal(
    saleEvent({
      sale: purchase.saleRef,
      subscription: purchase.subscriptionRef,
      cents: order?.amount_cents ?? 0,
    }),
  );
  expect(paid).toMatchObject({ status: 200, body: { status: "paid" } });
  return purchase;
}
