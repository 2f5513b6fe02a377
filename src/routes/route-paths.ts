import { buildPath } from "./route-def";

// Typed links (decisions 169 and 172): the page modules' patterns as types, and pathTo.

/**
 * Filled by the list of page modules (src/pages/page-modules.ts, declaration merging): the pages
 * link to each other, so this module cannot import the list without an import circle.
 */
// biome-ignore lint/suspicious/noEmptyInterface: merged by page-modules.ts.
export interface RouteRegistry {}

type DeclaredRoute = RouteRegistry extends { route: infer R extends { name: string; pattern: string } }
  ? R
  : { name: string; pattern: string };

/** Every route's pattern: a link to another pattern fails the type check. */
export type RoutePattern = DeclaredRoute["pattern"];

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
 * The bare path of a route, named by its pattern, its parameters filled: an unknown pattern or a
 * missing parameter fails the type check. `localizedPath` puts it in a language.
 */
export function pathTo<P extends RoutePattern>(
  pattern: P,
  ...[params]: Record<never, never> extends ParamsOf<P> ? [params?: ParamsOf<P>] : [params: ParamsOf<P>]
): SitePath {
  return buildPath(pattern, params as Record<string, string> | undefined) as SitePath;
}
