import { type DeclaredRoute, declareRoute, type RouteDef, type RouteEntry } from "../routes/route-def";
import type { PageEntry, RegisteredPage } from "./page-entry";

// A page module (issue 17, decision 172) is one file in the page's folder that exports its route
// (`export const route = defineRoute({...})`) and, as its default, its page
// (`export default definePage(route, {...})`). The list of modules (page-modules.ts) is the one
// place every page is named: the route table, the registry, the sitemap, hreflang and typed links
// are derived from it.

/** A page's route: name, pattern, layout, namespaces, parameters; name and pattern keep their literal types. */
export const defineRoute = <const N extends string, const P extends string>(
  entry: RouteEntry & { name: N; pattern: P },
): DeclaredRoute<N, P> => declareRoute(entry);

/** A page of a route, as the renderer holds it. */
export interface PageOfRoute {
  readonly route: RouteDef;
  readonly page: RegisteredPage;
}

/**
 * A route's page: its loader, head, cache rules and component. `Page`, `vars`, `head` and
 * `storable` receive what `load` answered, typed (no casts in the page).
 */
export function definePage<D extends object>(route: RouteDef, page: PageEntry<D>): PageOfRoute {
  // Sound: the renderer passes exactly the value `load` answered (plus a form handler's state,
  // which the loader's declared type then names) to the page's other members, after it has set
  // a not-found answer aside.
  return { route, page: page as unknown as RegisteredPage };
}
