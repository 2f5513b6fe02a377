import { type Context, Hono } from "hono";
import { createApiClient } from "../api/client";
import { isSessionCode } from "../api/codes";
import { emailChange, emailConfirm } from "../api/contract/account";
import { backendContextOf } from "../api/gateway/exchange";
import { tokenOf } from "../api/gateway/token-cookie";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { isSameOrigin } from "../edge/same-origin";
import type { AppEnv } from "../env";
import { LOCALES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { BILLING_NOTICE_PARAM, CROSS_SITE_NOTICE, errorNotice } from "../shared/billing-forms";
import {
  EMAIL_CHANGE_FORM_PATH,
  EMAIL_CODE_STEP,
  EMAIL_CONFIRM_FORM_PATH,
  EMAIL_STEP_PARAM,
} from "../shared/email-change-forms";
import { isValidEmail, normalizeEmail } from "../shared/validation";

type Form = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The second-factor field is named after its kind (totp, recovery-code), as in the delete form. */
const secondFactorOf = (form: Form) =>
  [form.totp, form["recovery-code"], form.code]
    .map(text)
    .find((value) => value.trim())
    ?.trim();

/** Back to My account with a notice, at the card's code step when `atCode`. */
function myAccountWith(c: Context<AppEnv>, notice: string | null, atCode: boolean): Response {
  const query = new URLSearchParams();
  if (atCode) query.set(EMAIL_STEP_PARAM, EMAIL_CODE_STEP);
  if (notice) query.set(BILLING_NOTICE_PARAM, notice);
  const search = query.toString();
  return c.redirect(
    `${localizedPath(c.get("language").code, "/myaccount")}${search ? `?${search}` : ""}`,
    303,
  );
}

/**
 * Both steps share the guard of the other form routes (same origin only, decision 101; a signed-out
 * visitor goes to sign in) and differ in what they post and where a refusal lands.
 */
function formStep(
  atCode: boolean,
  step: (c: Context<AppEnv>, form: Form, token: string) => Promise<Response>,
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    c.header("Cache-Control", NO_STORE);
    if (!isSameOrigin(c)) return myAccountWith(c, CROSS_SITE_NOTICE, atCode);
    const token = tokenOf(c);
    if (!token) return c.redirect(localizedPath(c.get("language").code, "/login"), 303);
    const form = await c.req.parseBody().catch(() => ({}) as Form);
    return step(c, form, token);
  };
}

/** Step 1: the new address and the proof that it is the owner; the code goes to the new address. */
const request = formStep(false, async (c, form, token) => {
  const address = normalizeEmail(text(form["new-email"]).trim());
  const password = text(form["current-password"]);
  if (!isValidEmail(address)) return myAccountWith(c, "email-invalid", false);
  if (password === "") return myAccountWith(c, "password-required", false);
  const code = secondFactorOf(form);
  const answer = await createApiClient(backendContextOf(c), token).call(emailChange, {
    new_email: address,
    password,
    lang: c.get("language").code,
    ...(code ? { code } : {}),
  });
  if (answer.ok) return myAccountWith(c, null, true);
  if (isSessionCode(answer.code)) return c.redirect(localizedPath(c.get("language").code, "/login"), 303);
  return myAccountWith(c, errorNotice(answer.code, answer.retryAfter), false);
});

/** Step 2: the code from the new address switches it; a refusal stays at the code step. */
const confirm = formStep(true, async (c, form, token) => {
  const code = text(form["email-code"]).trim();
  if (!/^\d{6}$/.test(code)) return myAccountWith(c, "code-format", true);
  const answer = await createApiClient(backendContextOf(c), token).call(emailConfirm, { code });
  if (answer.ok) return myAccountWith(c, "email-changed", false);
  if (isSessionCode(answer.code)) return c.redirect(localizedPath(c.get("language").code, "/login"), 303);
  return myAccountWith(c, errorNotice(answer.code, answer.retryAfter), true);
});

/** My account's e-mail change as two plain form posts, at their path in every locale. */
export function emailChangeRoutes() {
  const routes = new Hono<AppEnv>();
  for (const prefix of ["", ...LOCALES.map((code) => `/${code}`)]) {
    routes.post(prefix + EMAIL_CHANGE_FORM_PATH, capBody(BODY_LIMITS.smallForm), request);
    routes.post(prefix + EMAIL_CONFIRM_FORM_PATH, capBody(BODY_LIMITS.smallForm), confirm);
  }
  return routes;
}
