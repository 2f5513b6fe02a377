import type { ReactNode } from "react";
import type { Bindings } from "../env";
import type { Translate } from "../i18n/messages";
import type { HeadExtras } from "./layouts/head";
import type { PageProps } from "./page-props";
import type { RequestContext } from "./request-context";

/**
 * What a loader may answer instead of data: the URL names nothing (the not-found page renders
 * in its place, so `vars`, `head` and `render` never see it).
 */
export type NotFound = { readonly status: 404 };
export const NOT_FOUND: NotFound = { status: 404 };

/** The data a page renders: what its `load` returned, a not-found answer excluded. */
export type Rendered<D> = Exclude<D, NotFound>;

/** What a page's component and `head` receive. */
export type RenderProps<D = Record<string, unknown>> = PageProps & {
  vars: Record<string, string>;
  path: string;
  /** What the entry's `load` returned (a form handler may add its state); `{}` without a `load`. */
  data: D;
};

/**
 * A page for the renderer: its data loader, head, cache rules and component (a page module
 * declares it with its route, `defineRoute`). `D` is what `load` answers; `vars`, `head`,
 * `storable` and `Page` receive it typed.
 */
export interface PageEntry<D = Record<string, unknown>> {
  /** Interpolation values for the page's title, description and introduction. */
  vars?: (params: PageProps["params"], t: Translate, data: Rendered<D>) => Record<string, string>;
  /**
   * The page's data, fetched before rendering so the page itself stays free of I/O. The third
   * argument is the typed request context (language, user, country, environment, API client),
   * the fourth the route's parameters. A result with `status: 404` renders the not-found page
   * instead; `status: 400` is the page's own.
   */
  load?: (env: Bindings, host: string, request: RequestContext, params: PageProps["params"]) => Promise<D>;
  /** Head additions that depend on the data (alternates, og:type, canonical). */
  head?: (props: RenderProps<Rendered<D>>) => HeadExtras;
  /** Cache-Control of a page whose HTML is the same for every visitor of its full URL. */
  cacheControl?: string;
  /**
   * How the edge's HTML cache treats the page's anonymous HTML. By default one copy per URL (and
   * cookie choice); `false`: never, the HTML carries a value of its own view (a form's start
   * time); a function: what else the HTML depends on, by name (the pricing page's currency).
   */
  htmlCache?: false | ((visitor: { country: string | null }) => Readonly<Record<string, string>>);
  /**
   * The anonymous HTML is a function of the build alone (URL, language, cookie choice, host and
   * the deploy's vars): `npm run build` renders it in every language and cookie choice into the
   * static assets, and the edge serves that copy (decision 183). Only for a page whose loader and
   * components read no prices, promotions, D1, KV, upstream, visitor or clock: the build's
   * prerender step renders it with those instrumented and fails on any read.
   */
  prerender?: true;
  /** Whether this rendering may be stored (false when the data is a fallback after a failure). */
  storable?: (data: Rendered<D>) => boolean;
  /** The page itself: what the layout shows between header and footer. */
  Page: (props: RenderProps<Rendered<D>>) => ReactNode;
}

/** A page as the renderer holds it: its data is whatever its own `load` answered. */
export type RegisteredPage = PageEntry<Record<string, unknown>>;
