import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { PAGE_UPSTREAM } from "./exchange";
import type { UpstreamOptions } from "./upstream";

/**
 * The upstream options of the page being rendered: one budget of PAGE_UPSTREAM's length shared
 * by all its calls, so a hanging MMS API costs a page (session, plans, prices) one budget, not one
 * per call. It starts when the page first needs the API.
 */
export function pageUpstreamOf(c: Context<AppEnv>): UpstreamOptions {
  const started = c.get("pageUpstream");
  if (started) return started;
  const budget: UpstreamOptions = { ...PAGE_UPSTREAM, deadline: Date.now() + PAGE_UPSTREAM.timeoutMs };
  c.set("pageUpstream", budget);
  return budget;
}
