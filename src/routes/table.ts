import { BLOG_CATEGORIES } from "../catalog/blog-categories";
import { BLOG_TAGS } from "../catalog/blog-tags";
import { DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { regionSlug, SERVER_REGION_IDS, SERVER_REGIONS, type ServerRegion } from "../catalog/server-regions";
import { SOCIAL_PLATFORM_IDS } from "../catalog/social-platforms";
import type { ThirdParty } from "../catalog/third-parties";
import type { StyleSheet } from "./style-sheets";

/**
 * THE route table (spec section 2): every route once. Routing in every locale variant, links,
 * the sitemap and hreflang are derived from it. Paths carry no locale prefix.
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

/** `/vpn-server/japan` (the address before every region page gained its `-vpn`) → `japan-vpn`. */
const bareRegionRedirect: RouteRedirect = {
  from: "/vpn-server/:region",
  to: ({ region }) =>
    region !== undefined && Object.hasOwn(SERVER_REGIONS, region)
      ? { region: regionSlug(region as ServerRegion) }
      : null,
};

const slug = (value: string) => /^[a-z0-9][a-z0-9-]{0,99}$/.test(value);
const numericId = (value: string) => /^[0-9]{1,12}$/.test(value);
/** An order id as the payment API hands them out (the receipt page's). */
const orderId = (value: string) => /^[A-Za-z0-9_-]{8,64}$/.test(value);

type Entry = Omit<RouteDef, "layout" | "navbar" | "namespaces"> &
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
type Declared<N extends string, P extends string> = RouteDef & { readonly name: N; readonly pattern: P };

const route = <const N extends string, const P extends string>(
  entry: Entry & { name: N; pattern: P },
): Declared<N, P> => ({
  layout: "default",
  navbar: "solid",
  ...entry,
  namespaces: [...(entry.namespaces ?? [entry.name]), ...LAYOUT_NAMESPACES[entry.layout ?? "default"]],
  middleware: [...LAYOUT_MIDDLEWARE[entry.layout ?? "default"], ...(entry.middleware ?? [])],
});

export const ROUTES = [
  route({
    name: "home",
    styles: ["marketing", "popup"],
    pattern: "/",
    navbar: "transparent",
    namespaces: ["home", "popups"],
  }),
  route({ name: "not-found", styles: [], pattern: "/404", status: 404, noindex: true }),
  route({ name: "aboutus", styles: ["company"], pattern: "/aboutus" }),
  route({ name: "affiliate", styles: ["company"], pattern: "/affiliate", navbar: "transparent" }),
  route({ name: "blog", styles: ["blog"], pattern: "/blog", layout: "blog" }),
  // Static blog paths come before `/blog/:unikey` so they are never taken for an article.
  route({ name: "blog-more", styles: ["blog"], pattern: "/blog/more", layout: "blog" }),
  route({ name: "blog-search", styles: ["blog"], pattern: "/blog/search", layout: "blog", noindex: true }),
  route({
    name: "blog-category",
    styles: ["blog"],
    pattern: "/blog/category/:category",
    layout: "blog",
    params: { category: BLOG_CATEGORIES },
  }),
  route({
    name: "blog-tag",
    styles: ["blog"],
    pattern: "/blog/tag/:tagId",
    layout: "blog",
    params: { tagId: BLOG_TAGS },
  }),
  route({
    name: "blog-article",
    styles: ["blog"],
    pattern: "/blog/:unikey",
    layout: "blog",
    params: { unikey: slug },
    example: { unikey: "what-is-a-no-logs-vpn" },
  }),
  route({ name: "contact-us", styles: ["fields", "company"], pattern: "/contact-us" }),
  route({ name: "cookie-policy", styles: ["marketing", "policy"], pattern: "/cookie-policy-2025" }),
  route({ name: "download", styles: ["catalog"], pattern: "/download" }),
  route({
    name: "download-product",
    styles: ["catalog"],
    pattern: "/download/:product",
    params: { product: DOWNLOAD_PRODUCTS },
  }),
  route({ name: "features", styles: ["marketing"], pattern: "/features", navbar: "transparent" }),
  route({
    name: "forgetpassword",
    styles: ["account", "fields"],
    pattern: "/forgetpassword",
    layout: "standalone",
    noindex: true,
    namespaces: ["forgetpassword", "account"],
  }),
  route({
    name: "login",
    styles: ["account", "fields"],
    pattern: "/login",
    layout: "standalone",
    noindex: true,
    personal: true,
    namespaces: ["login", "account"],
    thirdParties: ["recaptcha"],
  }),
  route({
    name: "myaccount",
    styles: ["account", "fields"],
    pattern: "/myaccount",
    personal: true,
    middleware: ["auth"],
    noindex: true,
    // pricing-checkout-id: the payment methods' names (a subscription says what it was paid with).
    namespaces: ["myaccount", "account", "billing", "pricing-checkout-id"],
  }),
  route({
    name: "myaccount-receipt-id",
    styles: ["account"],
    pattern: "/myaccount/receipt/:id",
    params: { id: orderId },
    example: { id: "ord_0123456789abcdef" },
    layout: "standalone",
    personal: true,
    middleware: ["auth"],
    noindex: true,
    namespaces: ["myaccount-receipt-id", "billing", "pricing", "pricing-checkout-id", "myaccount"],
  }),
  route({
    name: "paystatus",
    styles: ["plans", "checkout", "payment", "fields"],
    pattern: "/paystatus",
    layout: "standalone",
    personal: true,
    noindex: true,
  }),
  route({
    name: "paysuc",
    styles: ["plans", "checkout", "payment", "fields"],
    pattern: "/paysuc",
    layout: "standalone",
    personal: true,
    noindex: true,
    namespaces: ["paysuc", "pricing", "pricing-checkout-id"],
  }),
  route({ name: "press-room", styles: ["company"], pattern: "/press-room", navbar: "transparent" }),
  route({ name: "pricing", styles: ["plans", "payment"], pattern: "/pricing" }),
  route({
    name: "pricing-checkout-id",
    styles: ["plans", "checkout", "payment", "fields"],
    pattern: "/pricing/checkout/:id?",
    params: { id: numericId },
    example: { id: "12" },
    noindex: true,
    // The checkout carries the visitor's affiliate and session state: never a shared cache.
    personal: true,
    namespaces: ["pricing-checkout-id", "pricing"],
    thirdParties: ["recaptcha"],
  }),
  route({ name: "privacy-policy", styles: ["marketing", "policy"], pattern: "/privacy-policy" }),
  route({
    name: "redirect",
    styles: ["redirect"],
    pattern: "/redirect",
    layout: "standalone",
    noindex: true,
  }),
  route({
    name: "resetpassword",
    styles: ["account", "fields"],
    pattern: "/resetpassword",
    layout: "standalone",
    noindex: true,
    namespaces: ["resetpassword", "account"],
  }),
  route({
    name: "terms-of-service",
    styles: ["marketing", "policy"],
    pattern: "/terms-of-service",
    // Plan names and the renewal sentence come from the pricing texts (one wording everywhere).
    namespaces: ["terms-of-service", "pricing", "pricing-checkout-id"],
  }),
  route({ name: "status", styles: ["catalog", "status"], pattern: "/status" }),
  route({ name: "termsuse", styles: ["marketing", "policy"], pattern: "/termsuse" }),
  route({
    name: "vpn-for-social-media",
    styles: ["catalog"],
    pattern: "/vpn-for-social-media",
    redirects: [{ from: "/social-media-vpn", to: () => ({}) }],
  }),
  route({
    name: "vpn-for-social-media-detail",
    styles: ["catalog"],
    pattern: "/vpn-for-social-media/:id",
    params: { id: SOCIAL_PLATFORM_IDS },
    // X was Twitter until 2023; both names are searched for and linked.
    redirects: [
      { from: "/vpn-for-social-media/:id", to: ({ id }) => (id === "x" ? { id: "twitter" } : null) },
    ],
  }),
  route({ name: "vpn-server", styles: ["catalog"], pattern: "/vpn-server", aliases: ["/server-locations"] }),
  route({
    name: "vpn-server-detail",
    styles: ["catalog"],
    pattern: "/vpn-server/:region",
    params: { region: SERVER_REGION_IDS.map(regionSlug) },
    redirects: [bareRegionRedirect],
  }),
  route({ name: "vpn-trial", styles: ["marketing"], pattern: "/vpn-trial" }),
  route({
    name: "webrtc-leak-test",
    styles: ["tools"],
    pattern: "/webrtc-leak-test",
    thirdParties: ["stun"],
  }),
  route({ name: "what-is-my-ip", styles: ["tools"], pattern: "/what-is-my-ip", personal: true }),
  route({ name: "what-is-vpn", styles: ["marketing"], pattern: "/what-is-vpn", aliases: ["/what-is-a-vpn"] }),
] as const satisfies readonly RouteDef[];

/** Namespaces every page loads besides its own. */
export const SHARED_NAMESPACES = ["common", "header", "footer", "location"] as const;

/** Every message namespace a locale must provide. */
export const NAMESPACES: readonly string[] = [
  ...SHARED_NAMESPACES,
  "errors",
  ...new Set(ROUTES.flatMap((r) => r.namespaces)),
];

const BY_NAME = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string): RouteDef {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

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
    if (target && paramsAreValid(def, target)) return buildPath(def, target);
  }
  return null;
}

/** Fills a pattern's parameters: `/download/:product` + {product: "ios"} → `/download/ios`. */
export function buildPath(def: RouteDef, params: Record<string, string> = {}): string {
  const path = def.pattern.replace(/\/:([A-Za-z]+)(\?)?/g, (_, key: string) => {
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
    .map((params) => buildPath(def, params));
}
