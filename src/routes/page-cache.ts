import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { CONSENT_COOKIE, TOKEN_COOKIE } from "../catalog/cookies";
import { htmlCacheKey } from "../edge/html-cache";
import { visitorOf } from "../edge/visitor";
import type { AppEnv } from "../env";
import { BUILD_ID } from "../pages/assets";
import type { PageEntry } from "../pages/page-entry";
import { consentStateOf } from "../shared/consent";
import type { RouteDef } from "./route-def";

/**
 * The HTML-cache key of this page view, or null when it is rendered for this visitor alone (or
 * the cache is off: HTML_CACHE=off, as in `npm run dev`): anything but GET, a personal route (the visitor's IP, account, payment), a page that opts out
 * or is no plain 200, a request carrying a session. The key holds what the anonymous HTML still
 * depends on: the cookie choice (banner, analytics tags) and whatever the page names.
 */
export function pageCacheKey(c: Context<AppEnv>, def: RouteDef, entry: PageEntry | undefined): string | null {
  if (c.env.HTML_CACHE === "off") return null;
  if (c.req.method !== "GET" || def.personal || (def.status ?? 200) !== 200) return null;
  if (entry?.htmlCache === false) return null;
  if (c.get("user") || getCookie(c, TOKEN_COOKIE.name) !== undefined) return null;
  const consent = consentStateOf(getCookie(c, CONSENT_COOKIE.name)) ?? "none";
  const own = typeof entry?.htmlCache === "function" ? entry.htmlCache(visitorOf(c.req.raw)) : {};
  return htmlCacheKey({ url: new URL(c.req.url), buildId: BUILD_ID, variant: { ...own, consent } });
}
