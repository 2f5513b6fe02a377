import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { TrackingCookie } from "../../catalog/tracking-cookies";
import { NO_STORE } from "../../edge/cache-control";
import { isCrawler } from "../../edge/crawler";
import type { AppEnv } from "../../env";
import { type CookieOperation, trackingOperations } from "./tracking";

export {
  affiliateFromCookies,
  appParamsFromCookies,
  campaignFromCookies,
  inviteFromCookies,
} from "./affiliate";

/**
 * Path=/ and SameSite=Lax for all (a click from an ad is a top-level navigation, so Lax still
 * stores it). HttpOnly comes from the catalog: the click ids, campaign and invite records are read
 * only here at the edge, where the gateway builds `_cps` and the purchase fields, so page scripts
 * never see them; only `cje-client` stays script-readable, CJ's client-side marker.
 * A deletion carries the same Domain and Path, or the browser would keep the cookie.
 */
function cookieOptions(cookie: TrackingCookie, domain: string): CookieOptions {
  return {
    path: "/",
    sameSite: "Lax",
    httpOnly: cookie.httpOnly,
    domain: domain || undefined,
    secure: cookie.secureWithDomain && domain !== "",
    maxAge: cookie.maxAge,
  };
}

function apply(c: Context<AppEnv>, operation: CookieOperation, domain: string): void {
  const options = cookieOptions(operation.cookie, domain);
  if (operation.kind === "set") setCookie(c, operation.cookie.name, operation.value, options);
  else deleteCookie(c, operation.cookie.name, options);
}

// Only navigations carry campaign links; other methods (gateway POSTs) may reuse the names.
const isNavigation = (method: string) => method === "GET" || method === "HEAD";

/**
 * Affiliate, campaign and invite cookies from the query (spec section 4). Written after the rest
 * of the chain has answered, so they reach whatever response it produced (a page, a redirect, a
 * raw asset) and the no-store header wins over any cache header set downstream: a response that
 * sets a visitor's cookies must never be stored by a shared cache. Crawlers get none.
 */
export const tracking = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (!isNavigation(c.req.method) || isCrawler(c)) return;
  const operations = trackingOperations(new URL(c.req.url).searchParams);
  if (operations.length === 0) return;
  const domain = (c.env.COOKIE_DOMAIN ?? "").trim();
  for (const operation of operations) apply(c, operation, domain);
  c.header("Cache-Control", NO_STORE);
};
