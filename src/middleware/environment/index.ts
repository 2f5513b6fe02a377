import type { MiddlewareHandler } from "hono";
import { NO_STORE } from "../../edge/cache-control";
import { type AppEnv, parseConfig } from "../../env";
import { hostStanding } from "../../shared/environment";

/**
 * `c.var.environment`: prod on the product's own domains, sandbox elsewhere when the deployment
 * allows it. Any other host (the production Worker's workers.dev or preview address, on prod's
 * data) is sent to the same path and query on the first product domain before anything else
 * runs: no page, API, webhook or sandbox route ever answers there.
 */
export const environment = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  const standing = hostStanding(url.host, config);
  if (standing === "elsewhere") {
    const [productHost] = config.productDomains;
    // No product domain and no sandbox: a deployment that serves nobody; say so, never a 500.
    if (!productHost) return c.text("Misdirected Request", 421, { "Cache-Control": NO_STORE });
    // 308 keeps the method and body, so an API call or a webhook lands intact on the product.
    return c.redirect(`https://${productHost}${url.pathname}${url.search}`, 308);
  }
  c.set("environment", standing);
  await next();
};
