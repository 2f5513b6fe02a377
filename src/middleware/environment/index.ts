import type { MiddlewareHandler } from "hono";
import { type AppEnv, parseConfig } from "../../env";
import { environmentOf } from "../../shared/environment";

/** `c.var.environment`: prod on the product's own domains, sandbox everywhere else. */
export const environment = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  c.set("environment", environmentOf(new URL(c.req.url).host, parseConfig(c.env).productDomains));
  await next();
};
