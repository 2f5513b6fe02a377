import type { MiddlewareHandler } from "hono";
import { NO_STORE } from "../edge/cache-control";
import type { AppEnv } from "../env";

/**
 * The sandbox provider's hosted pages: 404 unless the request runs in the sandbox (decision 070),
 * never cached. Plain text: these routes answer before the locale middleware, so the site's
 * not-found page (which needs the language) cannot render here.
 */
export function sandboxOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get("environment") !== "sandbox") return c.text("Not Found", 404, { "Cache-Control": NO_STORE });
    await next();
    c.header("Cache-Control", NO_STORE);
  };
}
