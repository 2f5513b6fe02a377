import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { requireSignIn } from "../middleware/auth";
import { blogCategory } from "../middleware/blog-category";
import { UNKNOWN_ROUTE_MIDDLEWARE } from "./validate-table";

/**
 * The middleware a route of the table may name (RouteDef.middleware), by name. A name the table
 * uses and this registry lacks stops the app at start ('Unknown route middleware').
 */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, () => MiddlewareHandler<AppEnv>>> = {
  category: blogCategory,
  auth: requireSignIn,
};

/** A route middleware by name; the table was validated at start, so a miss is a programming error. */
export function routeMiddleware(name: string): MiddlewareHandler<AppEnv> {
  const make = ROUTE_MIDDLEWARE[name];
  if (!make) throw new Error(`${UNKNOWN_ROUTE_MIDDLEWARE}: "${name}"`);
  return make();
}
