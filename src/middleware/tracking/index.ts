import type { Context, MiddlewareHandler } from "hono";
import { NO_STORE } from "../../edge/cache-control";
import { isCrawler } from "../../edge/crawler";
import { clearSiteCookie, setSiteCookie } from "../../edge/site-cookies";
import type { AppEnv } from "../../env";
import { type CookieOperation, trackingOperations } from "./tracking";

export {
  affiliateFromCookies,
  appParamsFromCookies,
  campaignFromCookies,
  inviteFromCookies,
} from "./affiliate";

/**
 * Options come from the one cookie policy (src/edge/site-cookies.ts) and the catalog: the click
 * ids, campaign and invite records are HttpOnly, read only here at the edge, where the gateway
 * builds `_cps` and the purchase fields; only `cje-client` stays script-readable, CJ's
 * client-side marker.
 */
function apply(c: Context<AppEnv>, operation: CookieOperation, domain: string): void {
  if (operation.kind === "set") setSiteCookie(c, operation.cookie, operation.value, domain);
  else clearSiteCookie(c, operation.cookie, domain);
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
