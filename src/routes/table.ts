import { PAGE_MODULES } from "../pages/page-modules";
import type { RouteDef } from "./route-def";

/**
 * THE route table (spec section 2): every route once, as the page modules declare them
 * (src/pages/page-modules.ts). Routing in every locale variant, links, the sitemap and hreflang
 * are derived from it. Paths carry no locale prefix.
 */
export const ROUTES: readonly RouteDef[] = PAGE_MODULES.map((module) => module.route);

/** Namespaces every page loads besides its own. */
export const SHARED_NAMESPACES = ["common", "header", "footer", "location"] as const;

/** Every message namespace a locale must provide. */
export const NAMESPACES: readonly string[] = [
  ...SHARED_NAMESPACES,
  "errors",
  ...new Set(ROUTES.flatMap((r) => r.namespaces)),
];

/** Every route's name: a lookup by another name fails the type check. */
export type RouteName = (typeof PAGE_MODULES)[number]["route"]["name"];

const BY_NAME = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}
