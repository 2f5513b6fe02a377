import { expect } from "vitest";
import { PADDLE_API, PADDLE_SANDBOX_API } from "../../src/backend/payment/providers/paddle-client";
import { webhookPath } from "../../src/backend/payment/routes";
import adjustmentCreated from "../fixtures/paddle/adjustment-created.json";
import errorBody from "../fixtures/paddle/error.json";
import subscriptionCanceled from "../fixtures/paddle/subscription-canceled.json";
import subscriptionCanceledEntity from "../fixtures/paddle/subscription-canceled-entity.json";
import subscriptionUpdated from "../fixtures/paddle/subscription-updated.json";
import transactionCompleted from "../fixtures/paddle/transaction-completed.json";
import transactionCreated from "../fixtures/paddle/transaction-created.json";
import transactionPastDue from "../fixtures/paddle/transaction-past-due.json";
import { newBuyer, orderFor } from "./payment";
import {
  fakeProviderApi,
  type ProviderAnswer,
  type ProviderCall,
  type ProviderPathOf,
  providerAnswersPerTest,
} from "./provider-api-fake";
import { prodCallWith, prodRequestWith } from "./stripe";

/**
 * Paddle Billing in production, without Paddle: the app on a product domain with Paddle's secrets
 * set, its calls to Paddle's API answered from the documented payloads in test/fixtures/paddle
 * (recorded for the test to read), and notifications signed as Paddle signs them.
 */
export const PADDLE_WEBHOOK_SECRET = "pdl_ntfset_01gkpjp8bkm3tm53kdgkx6sms7_test";
export const PADDLE_SECRETS = { PADDLE_API_KEY: "pdl_sdbx_apikey_test", PADDLE_WEBHOOK_SECRET };

/** A fixture with its `{{name}}` placeholders filled; a whole-string placeholder may take any JSON value. */
export function filled<T = Record<string, unknown>>(fixture: object, values: Record<string, unknown>): T {
  let text = JSON.stringify(fixture);
  for (const [name, value] of Object.entries(values)) {
    text = text.replaceAll(`"{{${name}}}"`, JSON.stringify(value));
    text = text.replaceAll(`{{${name}}}`, String(value));
  }
  return JSON.parse(text) as T;
}

export const PADDLE_FIXTURES = {
  adjustmentCreated,
  errorBody,
  subscriptionCanceled,
  subscriptionCanceledEntity,
  subscriptionUpdated,
  transactionCompleted,
  transactionCreated,
  transactionPastDue,
};

export type PaddleCall = ProviderCall;
export type PaddleAnswer = ProviderAnswer;

const paddlePath: ProviderPathOf = (url) =>
  [PADDLE_API, PADDLE_SANDBOX_API].some((base) => url.startsWith(base)) ? new URL(url).pathname : null;

/** Answers Paddle's API (live or sandbox host) with `answer` and records each call. */
export const fakePaddle = (answer: PaddleAnswer) => fakeProviderApi(paddlePath, answer);

export const paddleError = (status: number, code: string) =>
  Response.json(filled(errorBody, { code, detail: code }), { status });

/**
 * Paddle's header for `body` at `ts`, computed here independently of the code under test:
 * HMAC-SHA256 of `<ts>:<body>` keyed with the secret, hex.
 */
export async function paddleSignature(body: string, ts: number, secret = PADDLE_WEBHOOK_SECRET) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${ts}:${body}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `ts=${ts};h1=${hex}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Delivers a notification to the production webhook endpoint, signed now unless told otherwise. */
export async function deliverPaddle(
  event: object,
  options: {
    ts?: number;
    secret?: string;
    header?: string;
    secrets?: Record<string, string | undefined>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const header =
    options.header ?? (await paddleSignature(payload, options.ts ?? nowSeconds(), options.secret));
  const response = await prodRequestWith({ ...PADDLE_SECRETS, ...options.secrets }, webhookPath("ps"), {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Paddle-Signature": header },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A gateway call on the product domain with Paddle's secrets set, as the signed-in page makes it. */
export const paddleCall = (path: string, token: string, body: unknown) =>
  prodCallWith(PADDLE_SECRETS, path, token, body);

export interface PaddlePurchase {
  userId: number;
  orderId: string;
  subscriptionRef: string;
  transactionRef: string;
}

const eventId = () => `evt_${crypto.randomUUID().replaceAll("-", "").slice(0, 26)}`;

/** A notification about a transaction of `purchase`: the first payment, or Paddle's renewal. */
export function transactionEvent(
  fixture: object,
  values: { transaction: string; subscription: string; orderId: string; amount: number; renewal?: boolean },
) {
  return filled(fixture, {
    event_id: eventId(),
    transaction_id: values.transaction,
    subscription_id: values.subscription,
    order_id: values.orderId,
    origin: values.renewal ? "subscription_recurring" : "api",
    amount: String(values.amount),
    currency: "USD",
  });
}

/** subscription.updated with a scheduled cancel (renewal off) or none (renewal on). */
export const subscriptionUpdatedEvent = (subscription: string, cancelAtPeriodEnd: boolean) =>
  filled(subscriptionUpdated, {
    event_id: eventId(),
    subscription_id: subscription,
    order_id: "",
    status: "trialing",
    scheduled_change: cancelAtPeriodEnd
      ? { action: "cancel", effective_at: "2025-04-12T10:18:48.294633Z", resume_at: null }
      : null,
  });

export const subscriptionCanceledEvent = (subscription: string) =>
  filled(subscriptionCanceled, { event_id: eventId(), subscription_id: subscription, order_id: "" });

/** A first payment through Paddle in production: the order paid by transaction.completed. */
export async function paddlePurchase(planId = 12): Promise<PaddlePurchase> {
  const userId = await newBuyer();
  const order = await orderFor(userId, planId, "US", "ps");
  const tag = order.id.slice(-12);
  const purchase = { userId, orderId: order.id, subscriptionRef: `sub_${tag}`, transactionRef: `txn_${tag}` };
  const paid = await deliverPaddle(
    transactionEvent(transactionCompleted, {
      transaction: purchase.transactionRef,
      subscription: purchase.subscriptionRef,
      orderId: order.id,
      amount: order.amount_cents,
    }),
  );
  expect(paid).toMatchObject({ status: 200, body: { status: "paid" } });
  return purchase;
}

/** For a test file: `paddleAnswers(answer)` fakes Paddle's API for one test; the real fetch is back after it. */
export const paddleAnswersPerTest = () => providerAnswersPerTest(paddlePath);
