import type { Context } from "hono";

/**
 * A state-changing call must come from the site's own pages: Sec-Fetch-Site `same-origin` (every
 * current browser sends it), else an Origin equal to ours. A request with neither is refused too:
 * browsers always send one of them on a POST, so only a forged or scripted call lacks both.
 */
export function isSameOrigin(c: Context): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const origin = c.req.header("Origin");
  return origin !== undefined && origin === new URL(c.req.url).origin;
}
