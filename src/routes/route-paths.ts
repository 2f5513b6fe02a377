import { buildPath, type ROUTES, routeByName } from "./table";

// Typed links (decision 169): the route table's names and patterns as types, and pathTo.

type DeclaredRoute = (typeof ROUTES)[number];

/** Every route's name: a link or lookup by another name fails the type check. */
export type RouteName = DeclaredRoute["name"];

/** A route's pattern, by name. */
export type PatternOf<N extends RouteName> = Extract<DeclaredRoute, { name: N }>["pattern"];

/** The parameters a pattern names: `/blog/:unikey` → { unikey: string }; `:id?` is optional. */
export type ParamsOf<P extends string> = P extends `${string}/:${infer Name}?${infer Rest}`
  ? { [K in Name]?: string } & ParamsOf<Rest>
  : P extends `${string}/:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
    : P extends `${string}/:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, never>;

/** The paths a pattern matches: each parameter is any segment; an optional one may be absent. */
type PathsOf<P extends string> = P extends `${infer Head}/:${string}?`
  ? Head | `${Head}/${string}`
  : P extends `${infer Head}/:${string}/${infer Rest}`
    ? `${Head}/${string}${PathsOf<`/${Rest}`>}`
    : P extends `${infer Head}/:${string}`
      ? `${Head}/${string}`
      : P;

/** A bare site path (no locale prefix) that some route answers, with an optional query or fragment. */
export type SitePath =
  PathsOf<DeclaredRoute["pattern"]> extends infer Path extends string
    ? Path | `${Path}?${string}` | `${Path}#${string}`
    : never;

/**
 * The bare path of a route by name, its parameters filled: a wrong name or a missing parameter
 * fails the type check. `localizedPath` puts it in a language.
 */
export function pathTo<N extends RouteName>(
  name: N,
  ...[params]: Record<never, never> extends ParamsOf<PatternOf<N>>
    ? [params?: ParamsOf<PatternOf<N>>]
    : [params: ParamsOf<PatternOf<N>>]
): SitePath {
  return buildPath(routeByName(name), params as Record<string, string> | undefined) as SitePath;
}
