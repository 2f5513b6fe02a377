import { type Context, Hono } from "hono";
import { deliverEvents } from "../analytics/deliver";
import { BODY_LIMITS, capBody } from "../edge/body-limit";
import { NO_STORE } from "../edge/cache-control";
import { isSameOrigin } from "../edge/same-origin";
import { visitorOf } from "../edge/visitor";
import type { AppEnv } from "../env";
import { clientIpKey } from "../shared/client-ip-key";
import { hit, type Limit } from "../shared/rate-limit";
import { ANALYTICS_EVENTS_PATH, type AnalyticsEnvelope, analyticsEnvelopeSchema } from "./analytics";
import { errorAnswer } from "./answer";
import { apiClientOf } from "./client";
import { API_ERRORS, type ApiError } from "./codes";
import { profile } from "./contract/account";
import { tokenOf } from "./gateway/token-cookie";

/** Posts per visitor IP a minute: a page reports a handful of events, a flood is refused. */
export const ANALYTICS_RATE_LIMIT = {
  name: "analytics-ip",
  max: 120,
  windowSeconds: 60,
} as const satisfies Limit;

const ANALYTICS_UNAVAILABLE: ApiError = { ...API_ERRORS.unavailable, message: "analytics unavailable" };

function refuse(c: Context<AppEnv>, error: ApiError, retryAfter?: number): Response {
  const answer = errorAnswer(error);
  c.header("Cache-Control", NO_STORE);
  if (retryAfter !== undefined) c.header("Retry-After", String(Math.max(1, Math.ceil(retryAfter))));
  return c.json(answer.body, answer.status as 400);
}

/**
 * The user the events are about: only the signed-in visitor's own id, from their session.
 * A claimed id without a session, or one the session does not confirm, is dropped.
 */
async function sessionUserId(c: Context<AppEnv>, claimed: string | null): Promise<string | null> {
  if (claimed === null || !tokenOf(c)) return null;
  const answer = await apiClientOf(c).call(profile);
  return answer.ok ? String(answer.data.user_id) : null;
}

/**
 * POST /api/mms/analytics/v1/events: from the site's own pages only (same origin), a capped body,
 * a per-IP rate in D1, and a user id the session vouches for. A refused request stores nothing.
 */
export function analyticsRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post(ANALYTICS_EVENTS_PATH, capBody(BODY_LIMITS.analytics), async (c) => {
    if (!isSameOrigin(c)) return refuse(c, API_ERRORS.crossOrigin);
    // An IPv6 /64 is one client (clientIpKey): one address each would be unlimited.
    const client = clientIpKey(visitorOf(c.req.raw).ip);
    const limit = await hit(c.env.DB, ANALYTICS_RATE_LIMIT, client, Date.now());
    if (!limit.allowed) return refuse(c, API_ERRORS.rateLimited, limit.retryAfter);
    const parsed = analyticsEnvelopeSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return refuse(c, { ...API_ERRORS.invalidInput, message: "invalid analytics envelope" });
    const envelope: AnalyticsEnvelope = {
      ...parsed.data,
      user_id: await sessionUserId(c, parsed.data.user_id),
    };
    const ok = await deliverEvents(c, envelope).catch(() => false);
    return ok ? c.json({ code: 0 }, 200, { "Cache-Control": NO_STORE }) : refuse(c, ANALYTICS_UNAVAILABLE);
  });
  return routes;
}
