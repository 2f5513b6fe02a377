import { type Context, Hono } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../../env";
import { formatDate } from "../../i18n/format";
import { turnRenewalOffForPeriod } from "./auto-renew";
import type { BillingTranslate } from "./billing-texts";
import { localeOrDefault } from "./billing-texts";
import { billingNow } from "./clock";
import { linkPage } from "./link-page";
import { switchAtProvider } from "./provider-calls";
import { linkSecret, RENEWAL_OFF_PATH, verifyRenewalOff } from "./renewal-link";

/**
 * The reminder mail's one-click link (decision 092). GET only shows what the link will do and a
 * button; the POST of that button turns renewal off. Mail scanners fetch links but do not submit
 * forms, so they cannot cancel anything. No session needed: the signed link is the authority.
 */
type Fields = { s?: string; p?: string; e?: string; sig?: string; lang?: string };

const page = (c: Context<AppEnv>, fields: Fields, body: (t: BillingTranslate) => unknown) =>
  linkPage(c, fields.lang, "stop.title", body);

async function claimOf(c: Context<AppEnv>, fields: Fields) {
  const secret = linkSecret(c.env, c.get("environment"));
  if (!secret) return null;
  return verifyRenewalOff(fields, secret, await billingNow(c.env.DB, c.get("environment")));
}

export function renewalOffRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get(RENEWAL_OFF_PATH, async (c) => {
    const fields = c.req.query() as Fields;
    const claim = await claimOf(c, fields);
    const locale = localeOrDefault(fields.lang);
    return page(c, fields, (t) =>
      claim
        ? html`<p>${t("stop.question", { date: formatDate(claim.periodEnd, locale) })}</p>
      <form method="post" action="${RENEWAL_OFF_PATH}">
        ${(["s", "p", "e", "sig", "lang"] as const).map(
          (name) => html`<input type="hidden" name="${name}" value="${fields[name] ?? ""}">`,
        )}
        <button class="button button--primary">${t("stop.confirm")}</button>
      </form>`
        : html`<p role="alert">${t("stop.invalid")}</p>`,
    );
  });

  routes.post(RENEWAL_OFF_PATH, async (c) => {
    const form = await c.req.parseBody();
    const fields = Object.fromEntries(
      (["s", "p", "e", "sig", "lang"] as const).map((name) => [name, String(form[name] ?? "")]),
    ) as Fields;
    const claim = await claimOf(c, fields);
    const locale = localeOrDefault(fields.lang);
    if (!claim) return page(c, fields, (t) => html`<p role="alert">${t("stop.invalid")}</p>`);
    const now = await billingNow(c.env.DB, c.get("environment"));
    // A provider's subscription (Stripe) stops charging there first; if it cannot, nothing changes.
    const renewing = await c.env.DB.prepare(
      `SELECT provider, provider_ref FROM subscriptions
        WHERE id = ? AND current_period_end = ? AND status = 'active' AND auto_renew = 1`,
    )
      .bind(claim.subscriptionId, claim.periodEnd)
      .first<{ provider: string; provider_ref: string | null }>();
    const scope = { env: c.env, environment: c.get("environment") };
    const refused = renewing && (await switchAtProvider(scope, renewing, false));
    if (refused) return page(c, fields, (t) => html`<p role="alert">${t(`errors.${refused.code}`)}</p>`);
    await turnRenewalOffForPeriod(c.env.DB, claim.subscriptionId, claim.periodEnd, now);
    // Done now or by an earlier click: either way renewal is off for this period, unless the
    // subscription has moved on (renewed, refunded), which the link can no longer change.
    const state = await c.env.DB.prepare("SELECT status, current_period_end FROM subscriptions WHERE id = ?")
      .bind(claim.subscriptionId)
      .first<{ status: string; current_period_end: number }>();
    const off = state?.status === "renewal_off" && state.current_period_end === claim.periodEnd;
    return page(c, fields, (t) =>
      off
        ? html`<p role="status">${t("stop.done", { date: formatDate(claim.periodEnd, locale) })}</p>`
        : html`<p role="alert">${t("stop.invalid")}</p>`,
    );
  });

  return routes;
}
