import { type Context, Hono } from "hono";
import {
  COMMON_PARAMS_PATH,
  type CommonParams,
  PLANS_PATH,
  type PurchaseAnswer,
  purchaseBodySchema,
  purchaseResultBodySchema,
  SUBSCRIPTION_MY_PATH,
  type SubscriptionItem,
} from "../../api/payment";
import { MONEY_BACK_DAYS, X_FROM_HEADER } from "../../catalog/billing";
import {
  DEFAULT_PROVIDER,
  isProviderCode,
  PAYMENT_API_PREFIX,
  PAYMENT_PROVIDERS,
  type ProviderCode,
  WEB_PROVIDER_CODES,
} from "../../catalog/payment-providers";
import { NO_STORE } from "../../edge/cache-control";
import { visitorOf } from "../../edge/visitor";
import type { AppEnv } from "../../env";
import { resultAnswer } from "./order-state";
import { applyEvent, createOrder, getOrder, IdempotencyConflictError, listSubscriptions } from "./orders";
import { listPlans, quotePlan } from "./plans";
import { adapterFor } from "./providers/registry";
import { WebhookSignatureError } from "./webhook-signature";

/** Who is calling: the signed-in user's id, or null. Provided by the session layer. */
export type UserOf = (c: Context<AppEnv>) => Promise<string | null>;

export const WEBHOOK_PATH = `${PAYMENT_API_PREFIX}webhooks/:code`;
export const webhookPath = (code: ProviderCode) => WEBHOOK_PATH.replace(":code", code);

type Fail = { code: number; message: string };
const fail = (c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 409 | 503, message: string) =>
  c.json({ code: status, message } satisfies Fail, status, { "Cache-Control": NO_STORE });

const ok = <T>(c: Context<AppEnv>, data: T) => c.json({ code: 0, data }, 200, { "Cache-Control": NO_STORE });

const channelOf = (c: Context<AppEnv>) => (c.req.header(X_FROM_HEADER) ?? "").trim().slice(0, 32);

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return c.req.json().catch(() => null);
}

/** The embedded MMS API's payment module: plans, params, purchases, results, webhooks. */
export function paymentRoutes(userOf: UserOf) {
  const routes = new Hono<AppEnv>();

  routes.get(PLANS_PATH, async (c) => ok(c, { plans: await listPlans(c.env.DB, channelOf(c)) }));

  routes.get(COMMON_PARAMS_PATH, async (c) => {
    const plans = await listPlans(c.env.DB, channelOf(c));
    const params: CommonParams = {
      channel: plans.length > 0 && channelOf(c) ? channelOf(c) : "",
      providers: WEB_PROVIDER_CODES,
      default_provider: DEFAULT_PROVIDER,
      recommended_plan_id: plans.find((plan) => plan.recommended)?.id ?? plans[0]?.id ?? null,
      money_back_days: MONEY_BACK_DAYS,
    };
    return ok(c, params);
  });

  for (const code of WEB_PROVIDER_CODES) {
    const purchasePath = PAYMENT_PROVIDERS[code].purchase;
    if (purchasePath) routes.post(PAYMENT_API_PREFIX + purchasePath, (c) => purchase(c, code, userOf));
  }
  for (const code of Object.keys(PAYMENT_PROVIDERS) as ProviderCode[]) {
    routes.post(PAYMENT_API_PREFIX + PAYMENT_PROVIDERS[code].result, (c) => purchaseResult(c, code, userOf));
  }

  routes.get(SUBSCRIPTION_MY_PATH, async (c) => {
    const userId = await userOf(c);
    if (!userId) return fail(c, 401, "sign in first");
    const items: SubscriptionItem[] = (await listSubscriptions(c.env.DB, userId)).map((row) => ({
      order_id: row.order_id,
      plan_id: row.plan_id,
      provider: row.provider,
      currency: row.currency,
      amount: row.amount_cents / 100,
      starts_at: row.starts_at,
      expires_at: row.expires_at,
    }));
    return ok(c, { list: items });
  });

  routes.post(WEBHOOK_PATH, async (c) => {
    const code = c.req.param("code");
    if (!isProviderCode(code)) return fail(c, 404, "unknown provider");
    return receiveWebhook(c, code, c.req.raw);
  });

  return routes;
}

async function purchase(c: Context<AppEnv>, code: ProviderCode, userOf: UserOf): Promise<Response> {
  const userId = await userOf(c);
  if (!userId) return fail(c, 401, "sign in first");
  const parsed = purchaseBodySchema.safeParse(await jsonBody(c));
  if (!parsed.success) return fail(c, 400, "invalid purchase request");
  const body = parsed.data;
  const adapter = adapterFor(code, c.env, c.get("environment"));
  if (!adapter) return fail(c, 503, "this payment method is not available");
  // The server's own price for the buyer's country: whatever the page showed is not trusted.
  const quote = await quotePlan(c.env.DB, body.plan_id, visitorOf(c.req.raw).country);
  if (!quote) return fail(c, 404, "unknown plan");
  try {
    const { order } = await createOrder(c.env.DB, {
      userId,
      provider: code,
      idempotencyKey: body.idempotency_key,
      quote,
      email: body.email ?? null,
      affiliate: body._cps ? JSON.stringify(body._cps) : null,
      returnPath: body.return_path ?? "/paystatus",
    });
    if (order.status !== "pending") return fail(c, 409, `order is already ${order.status}`);
    const { redirectUrl } = await adapter.create(order, new URL(c.req.url).origin);
    const answer: PurchaseAnswer = {
      order_id: order.id,
      currency: order.currency,
      amount: order.amount_cents / 100,
      quoted_at: order.created_at,
      ...(PAYMENT_PROVIDERS[code].webUrlIsRedirect
        ? { web_url: redirectUrl }
        : { redirect_url: redirectUrl }),
    };
    return ok(c, answer);
  } catch (error) {
    if (error instanceof IdempotencyConflictError) return fail(c, 409, error.message);
    throw error;
  }
}

async function purchaseResult(c: Context<AppEnv>, code: ProviderCode, userOf: UserOf): Promise<Response> {
  const userId = await userOf(c);
  if (!userId) return fail(c, 401, "sign in first");
  const parsed = purchaseResultBodySchema.safeParse(await jsonBody(c));
  if (!parsed.success) return fail(c, 400, "invalid order id");
  let order = await getOrder(c.env.DB, parsed.data.order_id);
  if (!order || order.user_id !== userId || order.provider !== code) return fail(c, 404, "no such order");
  if (order.status === "pending") {
    // Reconcile with the provider in case its webhook is late; the same guarded path applies it.
    const event = await adapterFor(code, c.env, c.get("environment"))?.status(order);
    if (event) {
      await applyEvent(c.env.DB, event);
      order = (await getOrder(c.env.DB, order.id)) ?? order;
    }
  }
  return ok(c, { order_id: order.id, plan_id: order.plan_id, ...resultAnswer(code, order.status) });
}

/** Verifies and applies one webhook delivery; a duplicate is acknowledged and changes nothing. */
export async function receiveWebhook(
  c: Context<AppEnv>,
  code: ProviderCode,
  request: Request,
): Promise<Response> {
  const adapter = adapterFor(code, c.env, c.get("environment"));
  if (!adapter) return fail(c, 404, "unknown provider");
  try {
    const event = await adapter.verifyWebhook(request);
    if (!event) return ok(c, { received: true, ignored: true });
    const applied = await applyEvent(c.env.DB, event);
    return ok(c, { received: true, duplicate: !applied.firstDelivery, status: applied.status });
  } catch (error) {
    if (error instanceof WebhookSignatureError) return fail(c, 400, error.message);
    throw error;
  }
}
