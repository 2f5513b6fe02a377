import { vi } from "vitest";
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
import { prodRequestWith } from "./stripe";

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

export interface PaddleCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

export type PaddleAnswer = (call: PaddleCall) => Response | Promise<Response>;

/** Answers Paddle's API (live or sandbox host) with `answer` and records each call. */
export function fakePaddle(answer: PaddleAnswer) {
  const calls: PaddleCall[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const host = [PADDLE_API, PADDLE_SANDBOX_API].find((base) => request.url.startsWith(base));
    if (!host) return realFetch(input, init);
    const text = request.method === "GET" ? "" : await request.text();
    const call: PaddleCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      authorization: request.headers.get("Authorization"),
    };
    calls.push(call);
    return answer(call);
  });
  return { calls, restore: () => spy.mockRestore() };
}

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
