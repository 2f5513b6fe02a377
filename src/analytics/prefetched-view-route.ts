import { Hono } from "hono";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { isSameOrigin } from "../edge/same-origin";
import type { AppEnv } from "../env";
import { DEFAULT_LOCALE } from "../i18n/languages";
import { splitLocalePath } from "../i18n/locale-path";
import { recordPageShow } from "../middleware/analytics";
import { ROUTES } from "../routes/table";
import { PREFETCHED_VIEW_PATH } from "../shared/instant-navigation";
import * as z from "../shared/zod";

const ROUTE_NAMES = ROUTES.map((r) => r.name) as [string, ...string[]];

const prefetchedViewSchema = z.object({
  path: z.string().check(z.regex(/^\/[^\s?#]{0,2047}$/)),
  route: z.enum(ROUTE_NAMES),
  referrer: z.optional(z.string().check(z.maxLength(2048))),
});

/**
 * POST /page-show: a page shown from a prefetch reports its view (the prefetch was not counted,
 * src/middleware/analytics). Mounted after the session middleware, so the view carries the
 * signed-in user's id like any other; same-origin only, and bad input records nothing.
 */
export function prefetchedViewRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(PREFETCHED_VIEW_PATH, capBody(BODY_LIMITS.pageShow), async (c) => {
    c.header("Cache-Control", NO_STORE);
    if (!isSameOrigin(c)) return c.body(null, 403);
    const parsed = prefetchedViewSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.body(null, 400);
    const { path, route, referrer } = parsed.data;
    recordPageShow(c, {
      path,
      route,
      status: 200,
      language: splitLocalePath(path).prefix ?? DEFAULT_LOCALE,
      referrer: referrer || null,
    });
    return c.body(null, 204);
  });
  return routes;
}
