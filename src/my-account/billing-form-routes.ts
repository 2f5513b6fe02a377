import { type Context, Hono } from "hono";
import { createApiClient } from "../api/client";
import { isSessionCode } from "../api/codes";
import type { Endpoint } from "../api/contract/endpoint";
import { refund, subscriptionAutoRenew } from "../api/contract/payment";
import { backendContextOf } from "../api/gateway/exchange";
import { tokenOf } from "../api/gateway/token-cookie";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { isSameOrigin } from "../edge/same-origin";
import type { AppEnv } from "../env";
import { LOCALES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { renderRoute } from "../routes/render-route";
import { routeByName } from "../routes/table";
import {
  AUTO_RENEW_FORM_PATH,
  BILLING_NOTICE_PARAM,
  CROSS_SITE_NOTICE,
  errorNotice,
  REFUND_FORM_PATH,
} from "../shared/billing-forms";

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const myAccount = routeByName("myaccount");

type Form = Record<string, unknown>;

interface BillingForm {
  endpoint: Endpoint;
  input: (form: Form) => Record<string, unknown>;
  /** The notice of a success. */
  done: (form: Form) => string;
}

/**
 * One billing call for a form post: same-origin only (the gateway's rule: a cross-site post is
 * refused, 403, and My account says nothing changed), as the session in the cookie, through the
 * contract client. A signed-out visitor goes to sign in; any refusal comes back as its localized
 * notice (Post/Redirect/Get) and nothing changes.
 */
async function submit(c: Context<AppEnv>, { endpoint, input, done }: BillingForm): Promise<Response> {
  c.header("Cache-Control", NO_STORE);
  if (!isSameOrigin(c)) {
    return renderRoute(c, myAccount, {}, { status: 403, data: { notice: CROSS_SITE_NOTICE } });
  }
  const language = c.get("language").code;
  const login = localizedPath(language, "/login");
  const token = tokenOf(c);
  if (!token) return c.redirect(login, 303);
  const form = await c.req.parseBody().catch(() => ({}) as Form);
  const answer = await createApiClient(backendContextOf(c), token).call(endpoint, input(form) as never);
  if (!answer.ok && isSessionCode(answer.code)) return c.redirect(login, 303);
  const notice = answer.ok ? done(form) : errorNotice(answer.code);
  return c.redirect(`${localizedPath(language, myAccount.pattern)}?${BILLING_NOTICE_PARAM}=${notice}`, 303);
}

const AUTO_RENEW: BillingForm = {
  endpoint: subscriptionAutoRenew,
  input: (form) => ({
    subscription_id: text(form.subscription_id),
    auto_renew: text(form.auto_renew) === "on",
  }),
  done: (form) => (text(form.auto_renew) === "on" ? "renewal-on" : "renewal-off"),
};

const REFUND: BillingForm = {
  endpoint: refund,
  input: (form) => ({ order_id: text(form.order_id) }),
  done: () => "refunded",
};

/** The renewal switch's and the refund's form posts, at My account's path in every locale. */
export function billingFormRoutes() {
  const routes = new Hono<AppEnv>();
  for (const prefix of ["", ...LOCALES.map((code) => `/${code}`)]) {
    routes.post(prefix + AUTO_RENEW_FORM_PATH, capBody(BODY_LIMITS.smallForm), (c) => submit(c, AUTO_RENEW));
    routes.post(prefix + REFUND_FORM_PATH, capBody(BODY_LIMITS.smallForm), (c) => submit(c, REFUND));
  }
  return routes;
}
