import type { MiddlewareHandler } from "hono";
import { isSameOrigin } from "../../edge/same-origin";
import type { AppEnv } from "../../env";

/**
 * Console writes come from the console's own forms only (the gateway's rule): a page elsewhere
 * cannot make a signed-in operator's browser refund or edit anything.
 */
export const sameOriginWrites = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (!isSameOrigin(c)) return c.text("Forbidden: console changes come from the console's own page.", 403);
  return next();
};
