import type { MiddlewareHandler } from "hono";
import { NO_STORE } from "../../edge/cache-control";
import type { AppEnv } from "../../env";
import { localizedPath } from "../../i18n/locale-path";

/** How soon a visitor whose session could not be checked may try again (Retry-After, seconds). */
export const SESSION_RETRY_AFTER_SECONDS = 30;

/**
 * For pages that only make sense signed in (the spec's auth middleware). Runs after the session
 * middleware. A signed-out visitor goes to the login page in their language and comes back here
 * after signing in. A visitor whose session could not be checked (the account service is down)
 * is let through: they may well be signed in, so the page shows its "try again" state, answered
 * 503 with Retry-After, instead of asking them to sign in again.
 */
export const requireSignIn = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (c.get("user")) return next();
  if (c.get("sessionUnavailable")) {
    await next();
    if (c.res.status === 200) {
      c.res = new Response(c.res.body, { status: 503, headers: c.res.headers });
      c.header("Retry-After", String(SESSION_RETRY_AFTER_SECONDS));
      c.header("Cache-Control", NO_STORE);
    }
    return;
  }
  const url = new URL(c.req.url);
  const login = localizedPath(c.get("language").code, "/login");
  c.header("Cache-Control", NO_STORE);
  return c.redirect(`${login}?redirect=${encodeURIComponent(url.pathname + url.search)}`, 302);
};
