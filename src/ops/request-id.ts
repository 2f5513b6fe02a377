import type { Context } from "hono";

const REQUEST_ID = new WeakMap<Request, string>();

/**
 * The id that ties a request's log lines together: Cloudflare's `cf-ray` (also what a visitor's
 * error report and the dashboard show), or a random one where no edge set it (local runs).
 */
export function requestIdOf(c: Context): string {
  const request = c.req.raw;
  let id = REQUEST_ID.get(request);
  if (!id) {
    id = c.req.header("cf-ray") || crypto.randomUUID();
    REQUEST_ID.set(request, id);
  }
  return id;
}
