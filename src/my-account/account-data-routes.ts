import { type Context, Hono } from "hono";
import { createApiClient } from "../api/client";
import { isSessionCode } from "../api/codes";
import { accountDelete, accountExport } from "../api/contract/account";
import { backendContextOf } from "../api/gateway/exchange";
import { clearTokenCookie, tokenOf } from "../api/gateway/token-cookie";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { isSameOrigin } from "../edge/same-origin";
import type { AppEnv } from "../env";
import { LOCALES } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import {
  BILLING_NOTICE_PARAM,
  CROSS_SITE_NOTICE,
  DELETE_FORM_PATH,
  EXPORT_PATH,
  errorNotice,
} from "../shared/billing-forms";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The file name of an export: the site's name and the day it was made. */
export const exportFileName = (nowMs: number) =>
  `vpn-master-data-${new Date(nowMs).toISOString().slice(0, 10)}.json`;

const myAccountWith = (c: Context<AppEnv>, notice: string) =>
  c.redirect(`${localizedPath(c.get("language").code, "/myaccount")}?${BILLING_NOTICE_PARAM}=${notice}`, 303);

/** GET: the account's data as a download (works without JavaScript: a plain link). */
async function download(c: Context<AppEnv>): Promise<Response> {
  c.header("Cache-Control", NO_STORE);
  const token = tokenOf(c);
  const login = localizedPath(c.get("language").code, "/login");
  if (!token) return c.redirect(login, 303);
  const answer = await createApiClient(backendContextOf(c), token).call(accountExport, {});
  if (!answer.ok)
    return isSessionCode(answer.code) ? c.redirect(login, 303) : myAccountWith(c, errorNotice(answer.code));
  return c.body(`${JSON.stringify(answer.data, null, 2)}\n`, 200, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="${exportFileName(Date.now())}"`,
    "X-Content-Type-Options": "nosniff",
  });
}

/**
 * POST: deletes the account as the session in the cookie (same-origin only, as the billing forms,
 * decision 101). Success ends at the home page signed out; a refusal comes back as its notice.
 */
async function remove(c: Context<AppEnv>): Promise<Response> {
  c.header("Cache-Control", NO_STORE);
  if (!isSameOrigin(c)) return myAccountWith(c, CROSS_SITE_NOTICE);
  const language = c.get("language").code;
  const token = tokenOf(c);
  if (!token) return c.redirect(localizedPath(language, "/login"), 303);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  // The second-factor field is named after its kind (totp, recovery-code).
  const code = [form.code, form.totp, form["recovery-code"]]
    .map(text)
    .find((value) => value.trim())
    ?.trim();
  const input = { password: text(form.password), ...(code ? { code } : {}) };
  const answer = await createApiClient(backendContextOf(c), token).call(accountDelete, input);
  if (!answer.ok && isSessionCode(answer.code)) return c.redirect(localizedPath(language, "/login"), 303);
  if (!answer.ok) return myAccountWith(c, errorNotice(answer.code));
  clearTokenCookie(c);
  return c.redirect(localizedPath(language, "/"), 303);
}

/** My account's export download and delete form, at its path in every locale. */
export function accountDataRoutes() {
  const routes = new Hono<AppEnv>();
  for (const prefix of ["", ...LOCALES.map((code) => `/${code}`)]) {
    routes.get(prefix + EXPORT_PATH, download);
    routes.post(prefix + DELETE_FORM_PATH, capBody(BODY_LIMITS.smallForm), remove);
  }
  return routes;
}
