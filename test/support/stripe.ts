import { createExecutionContext, env } from "cloudflare:test";
import Stripe from "stripe";
import { vi } from "vitest";
import { createApp } from "../../src/app";
import { createSession } from "../../src/backend/account/sessions";
import { STRIPE_API } from "../../src/backend/payment/providers/stripe-client";
import { webhookPath } from "../../src/backend/payment/routes";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { testContext } from "./backend";
import { ORIGIN } from "./request";

/**
 * Stripe in production, without Stripe: the whole app on a product domain (environment prod) with
 * Stripe's secrets set, its outgoing calls to api.stripe.com answered by a fake that records
 * them, and webhooks signed as Stripe signs them (the official package's test header).
 */
export const STRIPE_WEBHOOK_SECRET = "whsec_test_subscription_mode";
/** Signs the reminder's one-click links in this production stand-in. */
export const BILLING_LINK_SECRET = "test-billing-link-secret";
/** Stripe's secrets as a production deployment has them: its methods are offered at checkout. */
export const STRIPE_SECRETS = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET };
export const prodEnv = { ...env, ...STRIPE_SECRETS, BILLING_LINK_SECRET };

const executionCtx = createExecutionContext();

export function prodRequest(path: string, init: RequestInit = {}): Promise<Response> {
  return prodRequestWith({}, path, init);
}

/** The same production stand-in with other secrets (undefined: unset), e.g. none of Stripe's. */
export function prodRequestWith(
  secrets: Partial<Record<keyof typeof prodEnv | `${string}_${string}`, string | undefined>>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return Promise.resolve(
    createApp().request(
      new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }),
      undefined,
      { ...prodEnv, ...secrets },
      executionCtx,
    ),
  );
}

export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | null;
}

export type StripeAnswer = (call: StripeCall) => Response | Promise<Response>;

/** Answers Stripe's API with `answer` and records each call; returns the calls and the undo. */
export function fakeStripe(answer: StripeAnswer) {
  const calls: StripeCall[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(STRIPE_API)) return realFetch(input, init);
    const url = new URL(request.url);
    const body =
      request.method === "GET" ? url.search.slice(1) : new TextDecoder().decode(await request.arrayBuffer());
    const call: StripeCall = {
      method: request.method,
      path: url.pathname.replace("/v1", ""),
      form: Object.fromEntries(new URLSearchParams(body)),
      idempotencyKey: request.headers.get("Idempotency-Key"),
    };
    calls.push(call);
    return answer(call);
  });
  return { calls, restore: () => spy.mockRestore() };
}

export const stripeError = (status: number, code: string) =>
  Response.json({ error: { type: "invalid_request_error", code, message: code } }, { status });

const stripe = new Stripe("sk_test_unused");

/** Delivers one Stripe event to the production webhook endpoint, signed with the endpoint secret. */
export async function deliverStripe(
  event: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const header = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
  });
  const response = await prodRequest(webhookPath("s1"), {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Calls a gateway endpoint on the product domain as the signed-in user's page would. */
export function prodCall(path: string, token: string, body: unknown): Promise<Response> {
  return prodCallWith({}, path, token, body);
}

/** prodCall with other secrets (as prodRequestWith), e.g. another provider's. */
export function prodCallWith(
  secrets: Parameters<typeof prodRequestWith>[0],
  path: string,
  token: string,
  body: unknown,
): Promise<Response> {
  return prodRequestWith(secrets, path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      Cookie: `${TOKEN_COOKIE.name}=${token}`,
    },
  });
}

export const sessionFor = (userId: number) => createSession(testContext(), userId);
