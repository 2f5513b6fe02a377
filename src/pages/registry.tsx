import type { ReactNode } from "react";
import { DOWNLOAD_PRODUCT_NAMES, type DownloadProduct } from "../catalog/download-products";
import { regionFromSlug, SERVER_REGIONS } from "../catalog/server-regions";
import { SOCIAL_PLATFORMS, type SocialPlatform } from "../catalog/social-platforms";
import type { Bindings } from "../env";
import type { Translate } from "../i18n/messages";
import { type IpInfo, ipInfoOf } from "../ip/ip-info";
import { vpnRanges } from "../ip/vpn-ranges";
import { activePromotion } from "../promotions/promotion-config";
import type { ActivePromotion } from "../shared/promotion";
import { ACCOUNT_PAGES } from "./account/entries";
import { HomePage } from "./home/home-page";
import { IntroPage } from "./intro/intro-page";
import { NotFoundPage } from "./not-found/not-found-page";
import type { PageProps } from "./page-props";
import { RedirectPage } from "./redirect/redirect-page";
import type { RequestContext } from "./request-context";
import { WebrtcLeakTestPage } from "./webrtc-leak-test/webrtc-leak-test-page";
import { WhatIsMyIpPage } from "./what-is-my-ip/what-is-my-ip-page";

export type RenderProps = PageProps & {
  vars: Record<string, string>;
  path: string;
  /** What the entry's `load` returned; `{}` for a page without one. */
  data: Record<string, unknown>;
};

export interface PageEntry {
  /** Interpolation values for the page's title, description and introduction. */
  vars?: (params: PageProps["params"], t: Translate) => Record<string, string>;
  /**
   * The page's data, fetched before rendering so the page itself stays free of I/O. The third
   * argument is the typed request context (language, user, country, environment, API client).
   */
  load?: (env: Bindings, host: string, request: RequestContext) => Promise<Record<string, unknown>>;
  /** A path to send the visitor to instead of rendering (e.g. /login for a signed-out visitor). */
  guard?: (request: RequestContext) => string | null;
  render?: (props: RenderProps) => ReactNode;
}

/** Pages that are more than their title and introduction; any other route renders IntroPage. */
export const PAGES: Record<string, PageEntry> = {
  home: {
    load: async (env, host) => ({ promotion: await activePromotion(env, host) }),
    // `data.promotion` is exactly what `load` above returned.
    render: ({ data }) => <HomePage promotion={data.promotion as ActivePromotion} />,
  },
  "not-found": { render: ({ path }) => <NotFoundPage path={path} /> },
  "what-is-my-ip": {
    load: async (env, _host, r) => ({ info: ipInfoOf(r.request, vpnRanges(env.VPN_IP_RANGES)) }),
    render: ({ data }) => <WhatIsMyIpPage info={data.info as IpInfo} />,
  },
  "webrtc-leak-test": { render: () => <WebrtcLeakTestPage /> },
  redirect: { render: ({ query }) => <RedirectPage target={query.target ?? query.url ?? null} /> },
  "download-product": {
    vars: ({ product }) => ({ product: DOWNLOAD_PRODUCT_NAMES[product as DownloadProduct] }),
  },
  "vpn-server-detail": {
    vars: ({ region }, t) => {
      const id = regionFromSlug(region ?? "");
      return { country: id ? t(`location.countries.${SERVER_REGIONS[id]}`) : "" };
    },
  },
  "vpn-for-social-media-detail": {
    vars: ({ id }) => ({ platform: SOCIAL_PLATFORMS[id as SocialPlatform] }),
  },
};

// Account pages (src/pages/account): their islands hold the state; the loaders read the API.
Object.assign(PAGES, ACCOUNT_PAGES);

export function renderPage(name: string, props: RenderProps): ReactNode {
  const render = PAGES[name]?.render;
  return render ? render(props) : <IntroPage vars={props.vars} />;
}
