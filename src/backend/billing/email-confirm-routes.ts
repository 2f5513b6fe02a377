import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { BODY_LIMITS, capBody } from "../../edge/body-limit";
import type { AppEnv } from "../../env";
import type { BillingTranslate } from "./billing-texts";
import { billingNow } from "./clock";
import { adoptEmail } from "./email-adoption";
import { CONFIRM_EMAIL_PATH, type EmailLinkFields as Fields, verifyEmailLink } from "./email-link";
import { linkPage } from "./link-page";
import { linkSecret } from "./renewal-link";

/**
 * The first receipt's "make this your account's e-mail" link (decision 105). GET only asks; the
 * button's POST adopts the address, so a mail scanner that opens links changes nothing.
 */
const FIELDS = ["u", "m", "e", "sig", "lang"] as const;

const page = (c: Context<AppEnv>, fields: Fields, body: (t: BillingTranslate) => unknown) =>
  linkPage(c, fields.lang, "confirmEmail.title", body);

async function claimOf(c: Context<AppEnv>, fields: Fields) {
  const secret = linkSecret(c.env, c.get("environment"));
  if (!secret) return null;
  return verifyEmailLink(fields, secret, await billingNow(c.env.DB, c.get("environment")));
}

export function emailConfirmRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get(CONFIRM_EMAIL_PATH, async (c) => {
    const fields = c.req.query() as Fields;
    const claim = await claimOf(c, fields);
    return page(c, fields, (t) =>
      claim
        ? html`<p>${t("confirmEmail.question", { email: claim.email })}</p>
      <form method="post" action="${CONFIRM_EMAIL_PATH}">
        ${FIELDS.map((name) => html`<input type="hidden" name="${name}" value="${fields[name] ?? ""}">`)}
        <button class="button button--primary">${t("confirmEmail.confirm")}</button>
      </form>`
        : html`<p role="alert">${t("confirmEmail.invalid")}</p>`,
    );
  });

  routes.post(CONFIRM_EMAIL_PATH, capBody(BODY_LIMITS.smallForm), async (c) => {
    const form = await c.req.parseBody();
    const fields = Object.fromEntries(FIELDS.map((name) => [name, String(form[name] ?? "")])) as Fields;
    const claim = await claimOf(c, fields);
    if (!claim) return page(c, fields, (t) => html`<p role="alert">${t("confirmEmail.invalid")}</p>`);
    const result = await adoptEmail(c.env.DB, claim);
    const key = { adopted: "done", taken: "taken", "has-other": "hasOther" }[result];
    return page(
      c,
      fields,
      (t) =>
        html`<p role="${result === "adopted" ? "status" : "alert"}">${t(`confirmEmail.${key}`, { email: claim.email })}</p>`,
    );
  });

  return routes;
}
