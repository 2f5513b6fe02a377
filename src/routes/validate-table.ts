import { isValidNamespace } from "../i18n/messages";
import type { RouteDef } from "./route-def";

/** Spec section 8: the error a route naming a middleware that does not exist stops the app with. */
export const UNKNOWN_ROUTE_MIDDLEWARE = "Unknown route middleware";

/**
 * Checks the route table when the worker starts, so a broken table never serves a request: every
 * route middleware exists, no pattern (own, alias or old address) belongs to two routes, no two
 * routes share a name, and every route has messages (at least one valid namespace).
 */
export function validateRouteTable(
  routes: readonly RouteDef[],
  middleware: Readonly<Record<string, unknown>>,
): void {
  const names = new Set<string>();
  const patterns = new Map<string, string>();
  for (const def of routes) {
    for (const name of def.middleware ?? []) {
      if (!Object.hasOwn(middleware, name)) {
        throw new Error(`${UNKNOWN_ROUTE_MIDDLEWARE}: "${name}" on route ${def.name}`);
      }
    }
    if (names.has(def.name)) throw new Error(`Duplicate route name: ${def.name}`);
    names.add(def.name);
    const own = new Set([def.pattern, ...(def.aliases ?? []), ...(def.redirects ?? []).map((r) => r.from)]);
    for (const pattern of own) {
      const holder = patterns.get(pattern);
      if (holder !== undefined)
        throw new Error(`Duplicate route pattern ${pattern}: ${holder} and ${def.name}`);
      patterns.set(pattern, def.name);
    }
    if (def.namespaces.length === 0 || !def.namespaces.every(isValidNamespace)) {
      throw new Error(`Route without messages: ${def.name}`);
    }
  }
}
