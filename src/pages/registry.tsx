import type { ReactNode } from "react";
import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { loadPageLinks } from "../catalog/page-links";
import { regionFromSlug, SERVER_REGIONS, type ServerRegion } from "../catalog/server-regions";
import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS } from "../catalog/social-platforms";
import type { ContactFormState } from "../contact/form-state";
import { ipInfoOf } from "../ip/ip-info";
import { vpnRanges } from "../ip/vpn-ranges";
import { loadCheckout } from "../pricing/checkout-data";
import { loadPricingOffer, pricingCurrencyCountry } from "../pricing/page-offer";
import { loadPaysuc } from "../pricing/paysuc-data";
import { activePromotion } from "../promotions/promotion-config";
import { AboutUsPage } from "./aboutus/aboutus-page";
import { ACCOUNT_PAGES } from "./account/entries";
import { AffiliatePage } from "./affiliate/affiliate-page";
import { BLOG_PAGES } from "./blog/blog-pages";
import { CheckoutPage } from "./checkout/checkout-page";
import { ContactUsPage } from "./contact-us/contact-us-page";
import { DownloadPage } from "./download/download-page";
import { DownloadProductPage } from "./download/download-product-page";
import { ExplainerPage } from "./explainer/explainer-page";
import { FeaturesPage } from "./features/features-page";
import { HomePage } from "./home/home-page";
import { IntroPage } from "./intro/intro-page";
import { NotFoundPage } from "./not-found/not-found-page";
import { definePage, NOT_FOUND, type RegisteredPage, type RenderProps } from "./page-entry";
import { PayStatusPage } from "./paystatus/paystatus-page";
import { PaysucPage } from "./paysuc/paysuc-page";
import { ConsentChoice } from "./policy/consent-choice";
import { COOKIE_LIST_SECTION, CookieTable } from "./policy/cookie-table";
import { PlanRenewals } from "./policy/plan-renewals";
import { PolicyDocument } from "./policy/policy-document";
import { PressRoomPage } from "./press-room/press-room-page";
import { PricingPage } from "./pricing/pricing-page";
import { RedirectPage } from "./redirect/redirect-page";
import { SocialDetailPage } from "./social-media/social-detail-page";
import { SocialListPage } from "./social-media/social-list-page";
import { StatusPage } from "./status/status-page";
import { ServerDetailPage } from "./vpn-server/server-detail-page";
import { ServerListPage } from "./vpn-server/server-list-page";
import { WebrtcLeakTestPage } from "./webrtc-leak-test/webrtc-leak-test-page";
import { WhatIsMyIpPage } from "./what-is-my-ip/what-is-my-ip-page";

/** Pages that are more than their title and introduction; any other route renders IntroPage. */
export const PAGES: Record<string, RegisteredPage> = {
  home: definePage({
    load: async (env, _host, request) => {
      const [promotion, links] = await Promise.all([
        activePromotion(env, request.environment),
        loadPageLinks("home"),
      ]);
      return { promotion, links };
    },
    render: ({ data }) => <HomePage promotion={data.promotion} links={data.links} now={Date.now()} />,
  }),
  aboutus: { render: () => <AboutUsPage /> },
  affiliate: { render: () => <AffiliatePage /> },
  "press-room": { render: () => <PressRoomPage /> },
  // A refused form post shows the page again with the form's state added to the data.
  "contact-us": definePage<{ started: number; form?: ContactFormState }>({
    // The render time, for the form's minimum-fill-time check: every view has its own.
    htmlCache: false,
    load: async () => ({ started: Date.now() }),
    render: ({ data, query }) => (
      <ContactUsPage started={data.started} form={data.form} sent={query.sent} topic={query.topic} />
    ),
  }),
  features: definePage({
    load: async () => ({ links: await loadPageLinks("features") }),
    render: ({ data }) => <FeaturesPage links={data.links} />,
  }),
  "what-is-vpn": { render: () => <ExplainerPage /> },
  "vpn-trial": { render: () => <ExplainerPage actions /> },
  pricing: definePage({
    htmlCache: (visitor) => ({ currency: pricingCurrencyCountry(visitor.country) }),
    // Plans that could not be read, or USD shown for lack of local prices, are not kept.
    load: async (env, _host, request) => ({ offer: await loadPricingOffer(env, request) }),
    storable: (data) => data.offer?.localized === true,
    render: ({ data }) => <PricingPage offer={data.offer} />,
  }),
  "pricing-checkout-id": definePage({
    load: async (_env, _host, request) => ({ checkout: await loadCheckout(request, request.params.id) }),
    render: ({ data }) => <CheckoutPage checkout={data.checkout} />,
  }),
  paystatus: { render: ({ query }) => <PayStatusPage query={query} /> },
  paysuc: definePage({
    load: async (_env, _host, request) => ({ paysuc: await loadPaysuc(request) }),
    render: ({ data }) => <PaysucPage data={data.paysuc} />,
  }),
  "not-found": { render: ({ path }) => <NotFoundPage path={path} /> },
  "what-is-my-ip": definePage({
    load: async (env, _host, r) => ({ info: ipInfoOf(r.request, vpnRanges(env.VPN_IP_RANGES)) }),
    render: ({ data }) => <WhatIsMyIpPage info={data.info} />,
  }),
  "webrtc-leak-test": { render: () => <WebrtcLeakTestPage /> },
  redirect: { render: ({ query }) => <RedirectPage target={query.target ?? query.url ?? null} /> },
  download: { render: () => <DownloadPage /> },
  // The route table admits listed parameters only; the loaders name them typed (not found otherwise).
  "download-product": definePage({
    load: async (_env, _host, _request, params) => {
      const product = DOWNLOAD_PRODUCTS.find((id) => id === params.product);
      return product ? { product, links: await loadPageLinks("download") } : NOT_FOUND;
    },
    vars: (_params, _t, { product }) => ({ product: DOWNLOAD_PRODUCT_NAMES[product] }),
    render: ({ data: { product, links } }) => <DownloadProductPage product={product} link={links[product]} />,
  }),
  "vpn-server": { render: () => <ServerListPage /> },
  "vpn-server-detail": {
    vars: ({ region }, t) => {
      const id = regionFromSlug(region ?? "");
      return { country: id ? t(`location.countries.${SERVER_REGIONS[id]}`) : "" };
    },
    render: ({ params }) => <ServerDetailPage region={regionFromSlug(params.region ?? "") as ServerRegion} />,
  },
  "vpn-for-social-media": { render: () => <SocialListPage /> },
  status: { render: () => <StatusPage /> },
  "privacy-policy": { render: () => <PolicyDocument name="privacy-policy" /> },
  "terms-of-service": definePage({
    // The renewal list shows the visitor's currency, as the pricing page does.
    htmlCache: (visitor) => ({ currency: pricingCurrencyCountry(visitor.country) }),
    load: async (env, _host, request) => ({ offer: await loadPricingOffer(env, request) }),
    storable: (data) => data.offer?.localized === true,
    render: ({ data }) => (
      <PolicyDocument
        name="terms-of-service"
        slots={{ subscriptions: <PlanRenewals offer={data.offer} /> }}
      />
    ),
  }),
  termsuse: { render: () => <PolicyDocument name="termsuse" /> },
  "cookie-policy": {
    render: () => (
      <PolicyDocument
        name="cookie-policy"
        slots={{ [COOKIE_LIST_SECTION]: <CookieTable />, "your-choices": <ConsentChoice /> }}
      />
    ),
  },
  "vpn-for-social-media-detail": definePage({
    load: async (_env, _host, _request, params) => {
      const platform = SOCIAL_PLATFORM_IDS.find((id) => id === params.id);
      return platform ? { platform, links: await loadPageLinks("vpn-for-social-media") } : NOT_FOUND;
    },
    vars: (_params, _t, { platform }) => ({ platform: SOCIAL_PLATFORMS[platform] }),
    render: ({ data: { platform, links } }) => (
      <SocialDetailPage platform={platform} link={links[platform]} />
    ),
  }),
  ...BLOG_PAGES,
};

// Account pages (src/pages/account): their islands hold the state; the loaders read the API.
Object.assign(PAGES, ACCOUNT_PAGES);

export function renderPage(name: string, props: RenderProps): ReactNode {
  const render = PAGES[name]?.render;
  return render ? render(props) : <IntroPage vars={props.vars} />;
}
