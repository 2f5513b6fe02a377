import * as aboutus from "./aboutus/aboutus.page";
import * as forgetpassword from "./account/forgetpassword.page";
import * as login from "./account/login.page";
import * as myaccount from "./account/myaccount.page";
import * as myaccountReceiptId from "./account/myaccount-receipt-id.page";
import * as resetpassword from "./account/resetpassword.page";
import * as affiliate from "./affiliate/affiliate.page";
import * as blog from "./blog/blog.page";
import * as blogArticle from "./blog/blog-article.page";
import * as blogCategory from "./blog/blog-category.page";
import * as blogMore from "./blog/blog-more.page";
import * as blogSearch from "./blog/blog-search.page";
import * as blogTag from "./blog/blog-tag.page";
import * as pricingCheckoutId from "./checkout/pricing-checkout-id.page";
import * as contactUs from "./contact-us/contact-us.page";
import * as download from "./download/download.page";
import * as downloadProduct from "./download/download-product.page";
import * as vpnTrial from "./explainer/vpn-trial.page";
import * as whatIsVpn from "./explainer/what-is-vpn.page";
import * as features from "./features/features.page";
import * as help from "./help/help.page";
import * as helpSearch from "./help/help-search.page";
import * as helpTopic from "./help/help-topic.page";
import * as home from "./home/home.page";
import * as notFound from "./not-found/not-found.page";
import * as payOrder from "./pay/pay-order.page";
import * as paystatus from "./paystatus/paystatus.page";
import * as paysuc from "./paysuc/paysuc.page";
import * as cookiePolicy from "./policy/cookie-policy.page";
import * as privacyPolicy from "./policy/privacy-policy.page";
import * as termsOfService from "./policy/terms-of-service.page";
import * as termsuse from "./policy/termsuse.page";
import * as pressRoom from "./press-room/press-room.page";
import * as pricing from "./pricing/pricing.page";
import * as redirect from "./redirect/redirect.page";
import * as vpnForSocialMedia from "./social-media/vpn-for-social-media.page";
import * as vpnForSocialMediaDetail from "./social-media/vpn-for-social-media-detail.page";
import * as status from "./status/status.page";
import * as vpnServer from "./vpn-server/vpn-server.page";
import * as vpnServerDetail from "./vpn-server/vpn-server-detail.page";
import * as webrtcLeakTest from "./webrtc-leak-test/webrtc-leak-test.page";
import * as whatIsMyIp from "./what-is-my-ip/what-is-my-ip.page";

/**
 * THE list of pages (issue 17, decision 172): each page is one module in its own folder that
 * exports its route and its page (src/pages/define-route.ts). The route table
 * (src/routes/table.ts), the page registry, the sitemap, hreflang, typed links and the route walk
 * are derived from it. Order matters: routes are registered in this order, so a fixed path
 * (`/blog/more`) comes before a pattern that would take it (`/blog/:unikey`).
 */
export const PAGE_MODULES = [
  home,
  notFound,
  aboutus,
  affiliate,
  blog,
  blogMore,
  blogSearch,
  blogCategory,
  blogTag,
  blogArticle,
  contactUs,
  cookiePolicy,
  download,
  downloadProduct,
  features,
  forgetpassword,
  help,
  // Before the topic pattern, which would take "search" as a topic (and answer 404).
  helpSearch,
  helpTopic,
  login,
  myaccount,
  myaccountReceiptId,
  payOrder,
  paystatus,
  paysuc,
  pressRoom,
  pricing,
  pricingCheckoutId,
  privacyPolicy,
  redirect,
  resetpassword,
  termsOfService,
  status,
  termsuse,
  vpnForSocialMedia,
  vpnForSocialMediaDetail,
  vpnServer,
  vpnServerDetail,
  vpnTrial,
  webrtcLeakTest,
  whatIsMyIp,
  whatIsVpn,
] as const;

/** Every declared route, with its literal name and pattern. */
export type DeclaredPageRoute = (typeof PAGE_MODULES)[number]["route"];

// Typed links read the routes from here; route-paths.ts cannot import this list (the pages link to
// each other), so the list names its routes to it by declaration merging.
declare module "../routes/route-paths" {
  interface RouteRegistry {
    route: DeclaredPageRoute;
  }
}
