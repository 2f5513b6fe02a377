import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { deliverEvents } from "../../analytics/deliver";
import { pageShowEnvelope } from "../../analytics/page-show";
import { withRetry } from "../../analytics/retry";
import { PAGE_SHOW_RETRY } from "../../api/analytics";
import { CONSENT_COOKIE, FRONT_ID_COOKIE } from "../../catalog/cookies";
import { NO_STORE } from "../../edge/cache-control";
import { isCrawler } from "../../edge/crawler";
import { setSiteCookie } from "../../edge/site-cookies";
import { visitorOf } from "../../edge/visitor";
import type { AppEnv } from "../../env";
import { countryName } from "../../i18n/format";
import { BUILD_ID } from "../../pages/assets";
import { consentStateOf } from "../../shared/consent";
import { deviceFromUserAgent } from "../../shared/device";
import type { UserInfo } from "../../shared/user-info";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor's analytics id: kept in a first-party cookie, created on the first counted view. */
function frontIdOf(c: Context<AppEnv>): string {
  const stored = getCookie(c, FRONT_ID_COOKIE.name);
  if (stored && UUID.test(stored)) return stored;
  const id = crypto.randomUUID();
  setSiteCookie(c, FRONT_ID_COOKIE, id);
  c.header("Cache-Control", NO_STORE);
  return id;
}

/** The signed-in user's id for the envelope (the session middleware loaded it), else null. */
const userIdOf = (user: UserInfo | null | undefined) => (user ? String(user.user_id) : null);

/** What the page_show of one view says of the page (the rest comes from the request). */
export interface ViewedPage {
  path: string;
  route: string;
  status: number;
  language: string;
  referrer: string | null;
}

/**
 * A prefetch (Speculation Rules or `<link rel=prefetch>`) is no view: the browser may never show
 * the page. A prefetched page that is shown reports itself (PREFETCHED_VIEW_PATH).
 */
export const isPrefetch = (c: Context<AppEnv>): boolean =>
  /prefetch/i.test(c.req.header("Sec-Purpose") ?? c.req.header("Purpose") ?? "");

/**
 * Sends one page_show after the response (waitUntil) with the spec's retry, for a visitor who
 * accepted analytics and is no crawler; returns whether it did.
 */
export function recordPageShow(c: Context<AppEnv>, page: ViewedPage): boolean {
  if (isCrawler(c) || consentStateOf(getCookie(c, CONSENT_COOKIE.name)) !== "accepted") return false;
  const visitor = visitorOf(c.req.raw);
  const envelope = pageShowEnvelope({
    now: new Date(),
    ...page,
    visitor,
    countryName: visitor.country ? countryName(visitor.country, "en") : "",
    device: deviceFromUserAgent(c.req.header("User-Agent") ?? ""),
    frontId: frontIdOf(c),
    userId: userIdOf(c.get("user")),
    environment: c.get("environment") ?? "sandbox",
    buildId: BUILD_ID,
  });
  c.executionCtx.waitUntil(
    withRetry(() => deliverEvents(c, envelope), PAGE_SHOW_RETRY).then((ok) => {
      if (!ok) console.warn("analytics: page_show not delivered");
    }),
  );
  return true;
}

/**
 * One page_show per page view, emitted at the edge, which knows the IP, country and language at
 * request time: no wait for the browser to learn its IP. Only for visitors who accepted
 * analytics, never for crawlers nor for prefetches.
 */
export const analytics = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  const isPage = c.req.method === "GET" && (c.res.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (!isPage || isPrefetch(c)) return;
  recordPageShow(c, {
    path: new URL(c.req.url).pathname,
    route: c.get("routeName") ?? "",
    status: c.res.status,
    language: c.get("language")?.code ?? "en",
    referrer: c.req.header("Referer") ?? null,
  });
};
