import type aboutus from "../../locales/en/aboutus.json";
import type account from "../../locales/en/account.json";
import type affiliate from "../../locales/en/affiliate.json";
import type appScreens from "../../locales/en/app-screens.json";
import type billing from "../../locales/en/billing.json";
import type blog from "../../locales/en/blog.json";
import type blogArticle from "../../locales/en/blog-article.json";
import type blogCategory from "../../locales/en/blog-category.json";
import type blogMore from "../../locales/en/blog-more.json";
import type blogNav from "../../locales/en/blog-nav.json";
import type blogSearch from "../../locales/en/blog-search.json";
import type blogTag from "../../locales/en/blog-tag.json";
import type common from "../../locales/en/common.json";
import type contactUs from "../../locales/en/contact-us.json";
import type cookiePolicy from "../../locales/en/cookie-policy.json";
import type download from "../../locales/en/download.json";
import type downloadProduct from "../../locales/en/download-product.json";
import type errors from "../../locales/en/errors.json";
import type features from "../../locales/en/features.json";
import type footer from "../../locales/en/footer.json";
import type forgetpassword from "../../locales/en/forgetpassword.json";
import type header from "../../locales/en/header.json";
import type help from "../../locales/en/help.json";
import type home from "../../locales/en/home.json";
import type location from "../../locales/en/location.json";
import type login from "../../locales/en/login.json";
import type myaccount from "../../locales/en/myaccount.json";
import type myaccountReceiptId from "../../locales/en/myaccount-receipt-id.json";
import type notFound from "../../locales/en/not-found.json";
import type payOrder from "../../locales/en/pay-order.json";
import type paystatus from "../../locales/en/paystatus.json";
import type paysuc from "../../locales/en/paysuc.json";
import type popups from "../../locales/en/popups.json";
import type pressRoom from "../../locales/en/press-room.json";
import type pricing from "../../locales/en/pricing.json";
import type pricingCheckoutId from "../../locales/en/pricing-checkout-id.json";
import type privacyPolicy from "../../locales/en/privacy-policy.json";
import type redirect from "../../locales/en/redirect.json";
import type resetpassword from "../../locales/en/resetpassword.json";
import type status from "../../locales/en/status.json";
import type termsOfService from "../../locales/en/terms-of-service.json";
import type termsuse from "../../locales/en/termsuse.json";
import type vpnForSocialMedia from "../../locales/en/vpn-for-social-media.json";
import type vpnForSocialMediaDetail from "../../locales/en/vpn-for-social-media-detail.json";
import type vpnServer from "../../locales/en/vpn-server.json";
import type vpnServerDetail from "../../locales/en/vpn-server-detail.json";
import type vpnTrial from "../../locales/en/vpn-trial.json";
import type webrtcLeakTest from "../../locales/en/webrtc-leak-test.json";
import type whatIsMyIp from "../../locales/en/what-is-my-ip.json";
import type whatIsVpn from "../../locales/en/what-is-vpn.json";

/**
 * Every message key English has, as a type: `namespace.path.to.text`, a counted message by its
 * base name (`x` for `x_one`/`x_other`). Read from the English files themselves, so the type
 * never lags behind them; a namespace file is listed here once (a quality test checks the list).
 */
interface English {
  aboutus: typeof aboutus;
  "app-screens": typeof appScreens;
  account: typeof account;
  affiliate: typeof affiliate;
  billing: typeof billing;
  blog: typeof blog;
  "blog-article": typeof blogArticle;
  "blog-category": typeof blogCategory;
  "blog-more": typeof blogMore;
  "blog-nav": typeof blogNav;
  "blog-search": typeof blogSearch;
  "blog-tag": typeof blogTag;
  common: typeof common;
  "contact-us": typeof contactUs;
  "cookie-policy": typeof cookiePolicy;
  download: typeof download;
  "download-product": typeof downloadProduct;
  errors: typeof errors;
  features: typeof features;
  footer: typeof footer;
  forgetpassword: typeof forgetpassword;
  header: typeof header;
  help: typeof help;
  home: typeof home;
  location: typeof location;
  login: typeof login;
  myaccount: typeof myaccount;
  "myaccount-receipt-id": typeof myaccountReceiptId;
  "not-found": typeof notFound;
  "pay-order": typeof payOrder;
  paystatus: typeof paystatus;
  paysuc: typeof paysuc;
  popups: typeof popups;
  "press-room": typeof pressRoom;
  pricing: typeof pricing;
  "pricing-checkout-id": typeof pricingCheckoutId;
  "privacy-policy": typeof privacyPolicy;
  redirect: typeof redirect;
  resetpassword: typeof resetpassword;
  status: typeof status;
  "terms-of-service": typeof termsOfService;
  termsuse: typeof termsuse;
  "vpn-for-social-media": typeof vpnForSocialMedia;
  "vpn-for-social-media-detail": typeof vpnForSocialMediaDetail;
  "vpn-server": typeof vpnServer;
  "vpn-server-detail": typeof vpnServerDetail;
  "vpn-trial": typeof vpnTrial;
  "webrtc-leak-test": typeof webrtcLeakTest;
  "what-is-my-ip": typeof whatIsMyIp;
  "what-is-vpn": typeof whatIsVpn;
}

/** The CLDR plural categories a counted message's variants end in. */
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";

/** `x_one` → `x`; any other key as it is. */
type BaseName<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The dotted paths to the texts (strings) of a message tree. */
type TextPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? BaseName<K> : `${K}.${TextPaths<T[K]>}`;
}[keyof T & string];

export type MessageKey = { [N in keyof English]: `${N}.${TextPaths<English[N]>}` }[keyof English];

/** The keys under `scope` (`billing`, `myaccount.secure.mail`), relative to it; "" is every key. */
export type KeysIn<Scope extends string> = Scope extends ""
  ? MessageKey
  : MessageKey extends infer K
    ? K extends `${Scope}.${infer Rest}`
      ? Rest
      : never
    : never;

/**
 * A key as `t` accepts it: a literal key (or a union of them) must be one English has, so a typo
 * fails `npm run typecheck`; a key built from a runtime string (`${ns}.meta.title`) passes here and
 * is checked where its data is (locale-parity and route tests). An object without properties
 * satisfies `Record<K, 1>` only when K is such a pattern, not a finite set of literals.
 */
export type CheckedKey<K extends string, Keys extends string = MessageKey> =
  Record<never, never> extends Record<K, 1> ? K : K extends Keys ? K : never;
