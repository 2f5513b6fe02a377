import type { ReactNode } from "react";
import type { Bindings } from "../env";
import type { Translate } from "../i18n/messages";
import type { HeadExtras } from "./layouts/head";
import type { PageProps } from "./page-props";
import type { RequestContext } from "./request-context";

/** What a page's `render` and `head` receive. */
export type RenderProps = PageProps & {
  vars: Record<string, string>;
  path: string;
  /** What the entry's `load` returned; `{}` for a page without one. */
  data: Record<string, unknown>;
};

/** A page for the renderer: its data loader, head, cache rules and render (registry.tsx lists them). */
export interface PageEntry {
  /** Interpolation values for the page's title, description and introduction. */
  vars?: (params: PageProps["params"], t: Translate, data: Record<string, unknown>) => Record<string, string>;
  /**
   * The page's data, fetched before rendering so the page itself stays free of I/O. The third
   * argument is the typed request context (language, user, country, environment, API client),
   * the fourth the route's parameters. A result with `status: 404` renders the not-found page
   * instead; `status: 400` is the page's own.
   */
  load?: (
    env: Bindings,
    host: string,
    request: RequestContext,
    params: PageProps["params"],
  ) => Promise<Record<string, unknown>>;
  /** Head additions that depend on the data (alternates, og:type, canonical). */
  head?: (props: RenderProps) => HeadExtras;
  /** Cache-Control of a page whose HTML is the same for every visitor of its full URL. */
  cacheControl?: string;
  /**
   * How the edge's HTML cache treats the page's anonymous HTML. By default one copy per URL (and
   * cookie choice); `false`: never, the HTML carries a value of its own view (a form's start
   * time); a function: what else the HTML depends on, by name (the pricing page's currency).
   */
  htmlCache?: false | ((visitor: { country: string | null }) => Readonly<Record<string, string>>);
  /** Whether this rendering may be stored (false when the data is a fallback after a failure). */
  storable?: (data: Record<string, unknown>) => boolean;
  render?: (props: RenderProps) => ReactNode;
}
