import type { ThirdParty } from "../catalog/third-parties";
import type { StyleSheet } from "./style-sheets";
/**
 * What a route is (spec section 2): its name, pattern, layout and the rules its parameters follow.
 * Each page module declares its own (`defineRoute`, src/pages/define-route.tsx); the route table
 * (table.ts) lists them. Paths carry no locale prefix.
 */
export type Layout = "default" | "blog" | "standalone";
export type Navbar = "solid" | "transparent";

/** A parameter is valid when it is one of a list (enumerable: the sitemap lists each) or passes a check. */
export type ParamRule = readonly string[] | ((value: string) => boolean);

export interface RouteDef {
  /** Route name; also the page id and the page's message namespace. */
  name: string;
  /** Hono path pattern, without locale prefix. */
  pattern: string;
  layout: Layout;
  navbar: Navbar;
  /**
   * The area stylesheets the page links after the core one (decision 160): only what its markup
   * uses, so no page downloads every area's rules. Every route states them, none by default.
   */
  styles: readonly StyleSheet[];
  params?: Readonly<Record<string, ParamRule>>;
  /** The route's own message namespaces (header, footer, location and common are always loaded). */
  namespaces: readonly string[];
  /** HTTP status of the page (the not-found page answers 404). */
  status?: 200 | 404;
  /** Personal pages are never cached nor listed in the sitemap. */
  personal?: boolean;
  /** Excluded from the sitemap (utility routes). */
  noindex?: boolean;
  /** Third-party origins the page loads (added to its CSP only). */
  thirdParties?: readonly ThirdParty[];
  /** A valid parameter set for routes whose parameters are checks rather than lists. */
  example?: Readonly<Record<string, string>>;
  /**
   * Spec section 2, page metadata overrides: other patterns that render this page as it is. The
   * page's canonical URL, hreflang and sitemap entry stay on `pattern`.
   */
  aliases?: readonly string[];
  /** Spec section 2, page metadata overrides: old addresses that answer 301 to this page. */
  redirects?: readonly RouteRedirect[];
  /**
   * Route middleware by name (spec sections 2 and 6: the blog's category middleware, the auth
   * middleware), run before the page on this route only. Names are checked when the app starts.
   */
  middleware?: readonly string[];
}

/** An old address of a route: a pattern and the route's parameters it stands for. */
export interface RouteRedirect {
  /** A Hono pattern without locale prefix; it may equal the route's own pattern. */
  from: string;
  /** The route's parameters for a match, or null when the match is no old address of the route. */
  to: (params: Readonly<Record<string, string | undefined>>) => Record<string, string> | null;
}

/** A route as a page module declares it: layout, navbar and namespaces have defaults. */
export type RouteEntry = Omit<RouteDef, "layout" | "navbar" | "namespaces"> &
  Partial<Pick<RouteDef, "layout" | "navbar" | "namespaces">>;

/** Every blog page runs the category middleware (spec section 2: "/blog: blog layout, category middleware"). */
const LAYOUT_MIDDLEWARE: Record<Layout, readonly string[]> = {
  default: [],
  standalone: [],
  blog: ["category"],
};

/** The blog layout's navigation has its own messages. */
const LAYOUT_NAMESPACES: Record<Layout, readonly string[]> = {
  default: [],
  standalone: [],
  blog: ["blog-nav"],
};

/** A route as declared: its name and pattern keep their literal types (typed links: route-paths.ts). */
export type DeclaredRoute<N extends string = string, P extends string = string> = RouteDef & {
  readonly name: N;
  readonly pattern: P;
};

export const declareRoute = <const N extends string, const P extends string>(
  entry: RouteEntry & { name: N; pattern: P },
): DeclaredRoute<N, P> => ({
  layout: "default",
  navbar: "solid",
  ...entry,
  namespaces: [...(entry.namespaces ?? [entry.name]), ...LAYOUT_NAMESPACES[entry.layout ?? "default"]],
  middleware: [...LAYOUT_MIDDLEWARE[entry.layout ?? "default"], ...(entry.middleware ?? [])],
});

export function paramIsValid(rule: ParamRule, value: string): boolean {
  return typeof rule === "function" ? rule(value) : rule.includes(value);
}

/** Whether every parameter of a match passes its rule; an omitted optional parameter passes. */
export function paramsAreValid(def: RouteDef, params: Record<string, string | undefined>): boolean {
  return Object.entries(def.params ?? {}).every(([key, rule]) => {
    const value = params[key];
    return value === undefined || paramIsValid(rule, value);
  });
}

/** Where an old address of a route now lives (its bare path), or null when the match names none. */
export function redirectTarget(
  def: RouteDef,
  from: string,
  params: Readonly<Record<string, string | undefined>>,
): string | null {
  for (const redirect of def.redirects ?? []) {
    if (redirect.from !== from) continue;
    const target = redirect.to(params);
    if (target && paramsAreValid(def, target)) return buildPath(def.pattern, target);
  }
  return null;
}

/** Fills a pattern's parameters: `/download/:product` + {product: "ios"} → `/download/ios`. */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  const path = pattern.replace(/\/:([A-Za-z]+)(\?)?/g, (_, key: string) => {
    const value = params[key];
    return value === undefined ? "" : `/${encodeURIComponent(value)}`;
  });
  return path === "" ? "/" : path;
}

/**
 * Every concrete path the table can list: fixed routes plus each value of enumerable parameters.
 * Routes whose parameters are checks (blog ids, plan ids) are left to their data sources.
 */
export function enumeratePaths(def: RouteDef): string[] {
  const entries = Object.entries(def.params ?? {});
  if (entries.length === 0) return [def.pattern];
  if (entries.some(([, rule]) => typeof rule === "function")) return [];
  return entries
    .reduce<Record<string, string>[]>(
      (combos, [key, rule]) =>
        combos.flatMap((combo) => (rule as readonly string[]).map((value) => ({ ...combo, [key]: value }))),
      [{}],
    )
    .map((params) => buildPath(def.pattern, params));
}
