import type { Context, MiddlewareHandler, Next } from "hono";
import { REDIRECT_HOSTS } from "../../catalog/redirect-hosts";
import { NO_STORE } from "../../edge/cache-control";
import { type AppEnv, parseConfig } from "../../env";
import type { Locale } from "../../i18n/languages";
import { localizedPath, splitLocalePath } from "../../i18n/locale-path";
import { routeByName } from "../../routes/table";
import { safeRedirect } from "../../shared/safe-redirect";
import { getRedirectTable } from "./redirect-table";

export { resetRedirectTableCache } from "./redirect-table";

const REDIRECT_ROUTE = routeByName("redirect").pattern;

/** Splits `/a?b#c` into the path and what follows it. */
function splitPath(target: string): [path: string, suffix: string] {
  const at = target.search(/[?#]/);
  return at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at)];
}

/** Adds the request's query to a target's own, before any fragment. */
function withQuery(target: string, search: string): string {
  if (!search) return target;
  const at = target.indexOf("#");
  const [base, hash] = at === -1 ? [target, ""] : [target.slice(0, at), target.slice(at)];
  return base + (base.includes("?") ? `&${search.slice(1)}` : search) + hash;
}

/**
 * Where a table entry sends this request. A same-site path gets the visitor's locale prefix and
 * query; an external URL is used as written, so campaign and affiliate parameters of the
 * visitor never leak to a third party.
 */
export function tableRedirectLocation(
  to: string,
  request: { locale: Locale; keepEnPrefix: boolean; search: string },
): string {
  if (!to.startsWith("/")) return to;
  const [path, suffix] = splitPath(to);
  return withQuery(localizedPath(request.locale, path, request.keepEnPrefix) + suffix, request.search);
}

/**
 * `/redirect?target=…` (alias `url`): a 302 when the target is this site or an allow-listed host.
 * Anything else falls through to the redirect page, which shows the address and lets the
 * visitor decide: the Worker itself never forwards to a host it does not know.
 */
async function forwardIfSafe(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const target = c.req.query("target") ?? c.req.query("url");
  const origin = new URL(c.req.url).origin;
  const safe =
    target === undefined
      ? null
      : safeRedirect(target, {
          origin,
          sameSiteHosts: parseConfig(c.env).productDomains,
          allowedHosts: REDIRECT_HOSTS,
        });
  if (!safe) {
    await next();
    return undefined;
  }
  // The answer depends on a query parameter a link author controls: no cache may replay it.
  c.header("Cache-Control", NO_STORE);
  return c.redirect(safe.location, 302);
}

/**
 * Legacy paths from the redirect table (CONFIG in KV over a built-in default) and the
 * `/redirect` route. Runs after the locale middleware: it matches the bare path and keeps the
 * visitor's locale prefix.
 */
export const redirects = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  // A 301 turns a POST into a GET in browsers; only reads are redirected.
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const barePath = c.get("barePath");
  if (barePath === REDIRECT_ROUTE) return forwardIfSafe(c, next);
  const entry = (await getRedirectTable(c.env.CONFIG)).get(barePath);
  if (!entry) return next();
  const url = new URL(c.req.url);
  const location = tableRedirectLocation(entry.to, {
    locale: c.get("language").code,
    keepEnPrefix: splitLocalePath(url.pathname).prefix === "en",
    search: url.search,
  });
  return c.redirect(location, entry.status);
};
