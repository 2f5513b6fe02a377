import type { MiddlewareHandler } from "hono";
import { type ApiResult, apiClientOf } from "../../api/client";
import { isSessionCode } from "../../api/codes";
import { profile } from "../../api/contract/account";
import { clearTokenCookie, tokenOf } from "../../api/gateway/token-cookie";
import { NO_STORE } from "../../edge/cache-control";
import { visitorOf } from "../../edge/visitor";
import type { AppEnv } from "../../env";
import { countryName } from "../../i18n/format";
import { nameFromEmail, type UserInfo } from "../../shared/user-info";

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** The account service refused the token: the visitor is signed out, whatever they believe. */
const refusesToken = (failure: Failure) =>
  failure.status === 401 || failure.status === 403 || isSessionCode(failure.code);

/**
 * Page routes only: when the request carries `paypal_token`, the profile is loaded once and the
 * page gets `c.var.user` (null when the profile fails: never a broken page). A refused token
 * (401/403, a session code) clears the cookie. Any other failure (the account service timed out,
 * answered 5xx or garbage) keeps the cookie and sets `sessionUnavailable`: the visitor may be
 * signed in, so account pages say "try again" instead of asking them to sign in. Any response
 * that read a session is `private, no-store`, so anonymous pages stay cacheable.
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
      ...(answer.data.two_factor ? { two_factor: answer.data.two_factor } : {}),
      vip: answer.data.vip,
      country: visitor.country ? countryName(visitor.country, "en") : null,
      user_ip: visitor.ip,
    };
    c.set("user", user);
  } else {
    c.set("user", null);
    if (!refusesToken(answer)) {
      console.warn(`session: profile unavailable (${answer.status} ${answer.code}), keeping the token`);
      c.set("sessionUnavailable", true);
    }
  }
  await next();
  if (!answer.ok && refusesToken(answer)) clearTokenCookie(c);
  c.header("Cache-Control", NO_STORE);
};
