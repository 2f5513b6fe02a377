import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { BODY_LIMITS, capBody } from "../../edge/body-limit";
import type { AppEnv } from "../../env";
import { formatDate, formatMinorPrice } from "../../i18n/format";
import { isLocale, type Locale } from "../../i18n/languages";
import { localizedPath } from "../../i18n/locale-path";
import { cardPage } from "../card-page";
import { sandboxOnly } from "../sandbox-only";
import { billingTexts, localeOfReturnPath } from "./billing-texts";
import { billingNow } from "./clock";
import { SANDBOX_FIX_PATH } from "./fix-url";
import { overdueRenewal, type RetryOutcome, retryOverdueRenewal } from "./renewal-retry";
import { RENEWAL_KEY_SQL } from "./renewals";
import { GRACE_MS } from "./subscription-state";

/**
 * The sandbox provider's "update payment method" page (decision 115), what Stripe's hosted invoice
 * page is for a real subscription: it shows the declined renewal, lets the tester pick a card that
 * works or one that declines (the purchase's sandbox_sessions.decline_renewals, which every later
 * renewal follows too) and charges the renewal again at once. Like the sandbox checkout, the
 * unguessable id in the address is the authority; 404 outside the sandbox.
 */
interface FixRow {
  id: number;
  status: string;
  current_period_end: number;
  return_path: string;
  amount_cents: number | null;
  currency: string | null;
  declined_at: number | null;
}

function fixRow(db: D1Database, subscriptionId: string) {
  return db
    .prepare(
      `SELECT s.id, s.status, s.current_period_end, f.return_path,
              r.amount_cents, r.currency, r.updated_at AS declined_at
         FROM subscriptions s
         JOIN orders f ON f.id = s.order_id
         LEFT JOIN orders r ON r.idempotency_key = ${RENEWAL_KEY_SQL}
        WHERE s.order_id = ?`,
    )
    .bind(subscriptionId)
    .first<FixRow>();
}

const CARDS = { works: 0, declines: 1 } as const;
type Card = keyof typeof CARDS;
const isCard = (value: unknown): value is Card => value === "works" || value === "declines";

async function page(
  c: Context<AppEnv>,
  locale: Locale,
  body: (t: Awaited<ReturnType<typeof billingTexts>>) => unknown,
) {
  const t = await billingTexts(locale);
  return c.html(
    cardPage(
      locale,
      t("fix.title"),
      html`<p class="badge sandbox-pay__badge">${t("fix.badge")}</p>
      <h1>${t("fix.title")}</h1>
      ${body(t)}
      <p><a href="${localizedPath(locale, "/myaccount")}">${t("stop.account")}</a></p>`,
    ),
    200,
  );
}

export function sandboxFixRoutes() {
  const routes = new Hono<AppEnv>();

  routes.use(`${SANDBOX_FIX_PATH}/*`, sandboxOnly());

  routes.get(`${SANDBOX_FIX_PATH}/:subscription`, async (c) => {
    const db = c.env.DB;
    const id = c.req.param("subscription");
    const row = await fixRow(db, id);
    if (!row) return c.text("Not Found", 404);
    const lang = c.req.query("lang");
    const locale = isLocale(lang) ? lang : localeOfReturnPath(row.return_path);
    const now = await billingNow(db, "sandbox");
    const due = await overdueRenewal(db, row.id, now);
    return page(c, locale, (t) => {
      if (!due || row.amount_cents === null || row.currency === null || row.declined_at === null)
        return html`<p role="status">${t("fix.nothing")}</p>`;
      const amount = formatMinorPrice(row.amount_cents, row.currency, locale);
      return html`<p class="sandbox-pay__amount" data-testid="sandbox-amount">${amount}</p>
      <p>${t("fix.declined", { amount, date: formatDate(row.declined_at, locale) })}</p>
      <p>${t("fix.grace", { date: formatDate(row.current_period_end + GRACE_MS, locale) })}</p>
      <form method="post" action="${SANDBOX_FIX_PATH}/${id}" class="sandbox-pay__actions">
        <input type="hidden" name="lang" value="${locale}">
        <fieldset>
          <legend>${t("fix.card")}</legend>
          <label><input type="radio" name="card" value="works" checked> ${t("fix.cardWorks")}</label>
          <label><input type="radio" name="card" value="declines"> ${t("fix.cardDeclines")}</label>
        </fieldset>
        <button class="button button--primary">${t("fix.pay", { amount })}</button>
      </form>`;
    });
  });

  routes.post(`${SANDBOX_FIX_PATH}/:subscription`, capBody(BODY_LIMITS.smallForm), async (c) => {
    // A cross-site form must not be able to charge (or decline) someone's renewal.
    if (c.req.header("Origin") !== new URL(c.req.url).origin) return c.text("Forbidden", 403);
    const db = c.env.DB;
    const id = c.req.param("subscription");
    const form = await c.req.parseBody();
    const row = await fixRow(db, id);
    if (!row) return c.text("Not Found", 404);
    if (!isCard(form.card)) return c.text("Bad request", 400);
    const lang = String(form.lang ?? "");
    const locale = isLocale(lang) ? lang : localeOfReturnPath(row.return_path);
    await db
      .prepare("UPDATE sandbox_sessions SET decline_renewals = ? WHERE order_id = ?")
      .bind(CARDS[form.card], id)
      .run();
    const now = await billingNow(db, "sandbox");
    const due = await overdueRenewal(db, row.id, now);
    const outcome: RetryOutcome | null = due ? await retryOverdueRenewal(db, due, now) : null;
    const after = await fixRow(db, id);
    return page(c, locale, (t) => {
      if (outcome === "declined") {
        const graceEnd = formatDate(row.current_period_end + GRACE_MS, locale);
        return html`<p role="alert">${t("fix.stillDeclined", { date: graceEnd })}</p>`;
      }
      if (outcome === "paid" && after)
        return html`<p role="status">${t("fix.paid", { date: formatDate(after.current_period_end, locale) })}</p>`;
      return html`<p role="status">${t("fix.nothing")}</p>`;
    });
  });

  return routes;
}
