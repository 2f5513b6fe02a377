import { type Context, Hono } from "hono";
import { isProviderCode, type ProviderCode } from "../../catalog/payment-providers";
import { BODY_LIMITS, capBody } from "../../edge/body-limit";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import { billingNow } from "../billing/clock";
import { applySubscriptionEvent } from "../billing/provider-subscription-events";
import { queueReceiptOf } from "../billing/receipt-mails";
import { isSubscriptionEvent } from "../billing/subscription-events";
import { holdForReview, mismatchOf } from "./amount-check";
import { applyEvent } from "./orders";
import { adapterFor } from "./providers/registry";
import { WebhookSignatureError } from "./webhook-signature";

/**
 * Provider webhooks: POST /webhooks/payment/{code}. Outside /api/mms on purpose: a provider's
 * server calls it, not a page, so it passes neither the gateway's origin check nor a session;
 * its signature is its authentication.
 */
export const WEBHOOK_PATH = "/webhooks/payment/:code";
export const webhookPath = (code: ProviderCode) => WEBHOOK_PATH.replace(":code", code);

const answer = (c: Context<AppEnv>, status: 200 | 400 | 404, body: unknown) =>
  c.json(body, status, { "Cache-Control": NO_STORE });

/** The paid order's receipt, queued once however often its event arrives (receipt-mails.ts). */
function mailReceipt(c: Context<AppEnv>, orderId: string, nowMs: number) {
  return queueReceiptOf(
    {
      env: c.env,
      environment: c.get("environment"),
      origin: new URL(c.req.url).origin,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    },
    orderId,
    nowMs,
  );
}

/** Verifies and applies one delivery; a duplicate is acknowledged (200) and changes nothing. */
export async function receiveWebhook(
  c: Context<AppEnv>,
  code: ProviderCode,
  request: Request,
): Promise<Response> {
  const adapter = adapterFor(code, c.env, c.get("environment"));
  if (!adapter) return answer(c, 404, { code: 404, message: "unknown provider" });
  try {
    const event = await adapter.verifyWebhook(request);
    if (!event) return answer(c, 200, { received: true, ignored: true });
    const now = await billingNow(c.env.DB, c.get("environment"));
    if (isSubscriptionEvent(event)) {
      const applied = await applySubscriptionEvent(c.env.DB, event, now);
      return answer(c, 200, { received: true, duplicate: !applied.firstDelivery, changed: applied.changed });
    }
    const hold = await mismatchOf(c.env.DB, event);
    if (hold) {
      const first = await holdForReview(c.env.DB, code, event.id, hold, now);
      return answer(c, 200, { received: true, duplicate: !first, held: true });
    }
    const applied = await applyEvent(c.env.DB, event, now);
    if (applied.status === "paid") await mailReceipt(c, event.orderId, now);
    return answer(c, 200, { received: true, duplicate: !applied.firstDelivery, status: applied.status });
  } catch (error) {
    if (error instanceof WebhookSignatureError) return answer(c, 400, { code: 400, message: error.message });
    throw error;
  }
}

export function webhookRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(WEBHOOK_PATH, capBody(BODY_LIMITS.webhook), (c) => {
    const code = c.req.param("code");
    if (!isProviderCode(code)) return answer(c, 404, { code: 404, message: "unknown provider" });
    return receiveWebhook(c, code, c.req.raw);
  });
  return routes;
}
