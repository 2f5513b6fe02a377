import { Hono } from "hono";
import { deliverEvents } from "../analytics/deliver";
import type { AppEnv } from "../env";
import { ANALYTICS_EVENTS_PATH, analyticsEnvelopeSchema } from "./analytics";

/** POST /api/mms/analytics/v1/events: a validated envelope goes to the MMS API; bad input changes nothing. */
export function analyticsRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(ANALYTICS_EVENTS_PATH, async (c) => {
    const body = await c.req.json().catch(() => null);
    const parsed = analyticsEnvelopeSchema.safeParse(body);
    if (!parsed.success) return c.json({ code: 400, message: "invalid analytics envelope" }, 400);
    const ok = await deliverEvents(c.env, parsed.data).catch(() => false);
    return ok ? c.json({ code: 0 }) : c.json({ code: 502, message: "analytics unavailable" }, 502);
  });
  return routes;
}
