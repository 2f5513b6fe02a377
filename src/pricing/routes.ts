import { Hono } from "hono";
import { PRICES_PATH, pricesQuerySchema, UnknownProductError } from "../api/payment";
import type { AppEnv } from "../env";
import { cachedPrices } from "./prices-cache";
import { priceLookup } from "./sources";

/** Browsers may keep an answer briefly; it depends only on the query. */
const PUBLIC_CACHE = "public, max-age=300";

/** GET /l10n/prices?product_ids=…&customer_country=…, through the KV cache. */
export function pricesRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(PRICES_PATH, async (c) => {
    const parsed = pricesQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join("; ");
      return c.json({ code: 400, message }, 400);
    }
    const { product_ids: ids, customer_country: country = null } = parsed.data;
    try {
      const { prices, cache } = await cachedPrices(
        { kv: c.env.PRICES, lookup: priceLookup(c.env), waitUntil: (p) => c.executionCtx.waitUntil(p) },
        ids,
        country,
      );
      return c.json(prices, 200, { "Cache-Control": PUBLIC_CACHE, "X-Prices-Cache": cache });
    } catch (error) {
      if (error instanceof UnknownProductError) return c.json({ code: 404, message: error.message }, 404);
      console.warn("prices: lookup failed", error);
      return c.json({ code: 503, message: "prices are briefly unavailable" }, 503, {
        "Retry-After": "30",
        "Cache-Control": "no-store",
      });
    }
  });
  return routes;
}
