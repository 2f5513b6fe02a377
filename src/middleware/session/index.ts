import type { MiddlewareHandler } from "hono";
import { apiClientOf } from "../../api/client";
import { profile } from "../../api/contract/account";
import { clearTokenCookie, tokenOf } from "../../api/gateway/token-cookie";
import { NO_STORE } from "../../edge/cache-control";
import { visitorOf } from "../../edge/visitor";
import type { AppEnv } from "../../env";
import { countryName } from "../../i18n/format";
import { nameFromEmail, type UserInfo } from "../../shared/user-info";

/**
 * Page routes only: when the request carries `paypal_token`, the profile is loaded once and the
 * page gets `c.var.user` (null when the profile fails: never a broken page). A dead session (401)
 * clears the cookie. Any response that read a session is `private, no-store`, so anonymous pages
 * stay identical for every visitor and cacheable.
 */
export const session = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const token = tokenOf(c);
  if (!token) {
    c.set("user", null);
    return next();
  }
  const answer = await apiClientOf(c).call(profile);
  if (answer.ok) {
    const visitor = visitorOf(c.req.raw);
    const name = nameFromEmail(answer.data.email);
    const user: UserInfo = {
      user_id: answer.data.user_id,
      name,
      email: answer.data.email,
      avatar: name.slice(0, 1).toUpperCase(),
      password_set: answer.data.is_password_set,
      vip: answer.data.vip,
      country: visitor.country ? countryName(visitor.country, "en") : null,
      user_ip: visitor.ip,
    };
    c.set("user", user);
  } else {
    c.set("user", null);
  }
  await next();
  if (!answer.ok && answer.status === 401) clearTokenCookie(c);
  c.header("Cache-Control", NO_STORE);
};
