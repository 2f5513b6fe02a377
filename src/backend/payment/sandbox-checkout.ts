import { Hono } from "hono";
import { html } from "hono/html";
import { isMethodId, methodLabel } from "../../catalog/payment-methods";
import { isProviderCode } from "../../catalog/payment-providers";
import { BODY_LIMITS, capBody } from "../../edge/body-limit";
import type { AppEnv } from "../../env";
import { formatMinorPrice } from "../../i18n/format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/languages";
import { loadTranslator } from "../../i18n/messages";
import { cardPage } from "../card-page";
import { sandboxOnly } from "../sandbox-only";
import { OUTCOMES, type Outcome } from "./order-state";
import { getOrder } from "./orders";
import { sandboxSecret } from "./providers/registry";
import { SANDBOX_CHECKOUT_PATH, sandboxEvent, signedSandboxDelivery } from "./providers/sandbox";
import { receiveWebhook, webhookPath } from "./routes";

/**
 * The sandbox provider's hosted checkout: what a real provider's payment page does, minus the
 * money. Served only outside prod. Paying, failing or cancelling records the choice on the
 * sandbox's side and delivers a signed webhook, then sends the buyer back to /paystatus.
 */
const NS = "pricing-checkout-id";

const localeOf = (value: string | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export function sandboxCheckoutRoutes() {
  const routes = new Hono<AppEnv>();

  routes.use(`${SANDBOX_CHECKOUT_PATH}/*`, sandboxOnly());

  routes.get(`${SANDBOX_CHECKOUT_PATH}/:order`, async (c) => {
    const order = await getOrder(c.env.DB, c.req.param("order"));
    // Plain text, as sandboxOnly's 404: no language is known here yet.
    if (!order) return c.text("Not Found", 404);
    // The order's return path carries the buyer's language (/de/paystatus).
    const locale = localeOf(c.req.query("lang") ?? order.return_path.split("/")[1]);
    const t = await loadTranslator(locale, [NS]);
    const s = (key: string) => t(`${NS}.sandbox.${key}`);
    const amount = formatMinorPrice(order.amount_cents, order.currency, locale);
    const action = `${SANDBOX_CHECKOUT_PATH}/${order.id}`;
    const open = order.status === "pending";
    // The method the checkout passed on, as a real provider's page shows what the buyer pays with.
    const method = c.req.query("method");
    const methodLine = isMethodId(method)
      ? html`<p data-testid="sandbox-method">${t(`${NS}.sandbox.method`, { method: methodLabel(method, t) })}</p>`
      : "";
    return c.html(
      cardPage(
        locale,
        s("title"),
        html`<p class="badge sandbox-pay__badge">${s("badge")}</p>
      <h1>${s("title")}</h1>
      <p class="sandbox-pay__amount" data-testid="sandbox-amount">${amount}</p>
      ${methodLine}
      <p>${s("explain")}</p>
      ${
        open
          ? html`<form method="post" action="${action}" class="sandbox-pay__actions">
        <label><input type="checkbox" name="decline_renewals" value="1"> ${s("declineRenewals")}</label>
        <button class="button button--primary" name="outcome" value="paid">${s("pay")}</button>
        <button class="button button--secondary" name="outcome" value="failed">${s("fail")}</button>
        <button class="button button--ghost" name="outcome" value="canceled">${s("cancel")}</button>
      </form>`
          : html`<p role="status">${s("closed")}</p>`
      }`,
      ),
    );
  });

  routes.post(`${SANDBOX_CHECKOUT_PATH}/:order`, capBody(BODY_LIMITS.smallForm), async (c) => {
    const url = new URL(c.req.url);
    // A cross-site form must not be able to pay (or fail) someone's order.
    if (c.req.header("Origin") !== url.origin) return c.text("Forbidden", 403);
    const order = await getOrder(c.env.DB, c.req.param("order"));
    const form = await c.req.parseBody();
    const outcome = form.outcome as Outcome;
    if (!order || !isProviderCode(order.provider) || !OUTCOMES.includes(outcome))
      return c.text("Bad request", 400);
    const now = Date.now();
    // "Decline renewals": every renewal of this purchase will be declined (decision 091).
    const declineRenewals = form.decline_renewals === "1" ? 1 : 0;
    const moved = await c.env.DB.prepare(
      "UPDATE sandbox_sessions SET state = ?, decline_renewals = ?, updated_at = ? WHERE order_id = ? AND state = 'open'",
    )
      .bind(outcome, declineRenewals, now, order.id)
      .run();
    if (moved.meta.changes > 0) {
      const nowSeconds = Math.floor(now / 1000);
      const delivery = await signedSandboxDelivery(
        url.origin + webhookPath(order.provider),
        sandboxEvent(order.id, outcome, nowSeconds),
        sandboxSecret(c.env),
        nowSeconds,
      );
      // Delivered in-process: a Worker cannot fetch its own hostname. purchase_result reconciles
      // from the sandbox session should this delivery ever fail.
      const answer = await receiveWebhook(c, order.provider, delivery);
      if (!answer.ok) console.warn(`sandbox: webhook for ${order.id} answered ${answer.status}`);
    }
    const back = new URLSearchParams({ order: order.id, provider: order.provider });
    return c.redirect(`${order.return_path}?${back}`, 303);
  });

  return routes;
}
