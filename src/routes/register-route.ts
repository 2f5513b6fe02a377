import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { LOCALES } from "../i18n/languages";
import { splitLocalePath } from "../i18n/locale-path";
import { tableRedirectLocation } from "../middleware/redirects";
import { renderRoute } from "./render-route";
import { buildPath, paramsAreValid, type RouteDef, redirectTarget } from "./route-def";

type Params = Record<string, string | undefined>;

/** A pattern in every locale variant: literal prefixes, the cheapest match for the router. */
function eachVariant(pattern: string): string[] {
  return ["", ...LOCALES.map((code) => `/${code}`)].map((prefix) =>
    prefix && pattern === "/" ? prefix : prefix + pattern,
  );
}

/** 301 to the route's own address in the visitor's language, keeping the query. */
function movedTo(c: Context<AppEnv>, barePath: string): Response {
  const url = new URL(c.req.url);
  const location = tableRedirectLocation(barePath, {
    locale: c.get("language").code,
    keepEnPrefix: splitLocalePath(url.pathname).prefix === "en",
    search: url.search,
  });
  return c.redirect(location, 301);
}

/**
 * Serves one route of the table in every locale variant, with its page metadata overrides
 * (spec section 2): aliases render the page under its canonical address, old addresses answer
 * 301, and anything else under the pattern is the not-found page.
 */
export function registerRoute(
  app: Hono<AppEnv>,
  def: RouteDef,
  notFound: RouteDef,
  middleware: readonly MiddlewareHandler<AppEnv>[] = [],
): void {
  const handlerFor = (pattern: string, servesPage: boolean) => (c: Context<AppEnv>) => {
    const params = c.req.param() as Params;
    if (servesPage && paramsAreValid(def, params)) {
      // An alias is the same page: canonical, hreflang and the language switcher name the real path.
      if (pattern !== def.pattern)
        c.set("barePath", buildPath(def.pattern, params as Record<string, string>));
      return renderRoute(c, def, params);
    }
    const target = redirectTarget(def, pattern, params);
    return target ? movedTo(c, target) : renderRoute(c, notFound, {});
  };
  const patterns = new Map<string, boolean>([[def.pattern, true]]);
  for (const alias of def.aliases ?? []) patterns.set(alias, true);
  for (const { from } of def.redirects ?? []) if (!patterns.has(from)) patterns.set(from, false);
  for (const [pattern, servesPage] of patterns) {
    const handle = handlerFor(pattern, servesPage);
    for (const path of eachVariant(pattern)) {
      for (const run of middleware) app.use(path, run);
      app.get(path, handle);
    }
  }
}
