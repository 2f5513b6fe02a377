import type { SiteCookie } from "./cookies";

/**
 * Affiliate, campaign and invite cookies (spec sections 3, 4 and 9): one home for every name,
 * lifetime and query parameter of the tracking concern. Why each cookie is (not) HttpOnly:
 * docs/decisions/002-campaign-storage.md.
 */
const DAY = 24 * 60 * 60;

/** Spec section 9: only cje and _aid are Secure, and only when a cookie domain is configured. */
export interface TrackingCookie extends SiteCookie {
  readonly secure: "with-domain" | "never";
}

// The edge reads the click ids to build the purchase call's `_cps`; no browser script needs them.
export const CF_CLICK_COOKIE = {
  name: "cf-click",
  maxAge: 30 * DAY,
  httpOnly: true,
  secure: "never",
} as const satisfies TrackingCookie;

export const CJE_COOKIE = {
  name: "cje",
  maxAge: 45 * DAY,
  httpOnly: true,
  secure: "with-domain",
} as const satisfies TrackingCookie;

/** CJ's script-readable twin of `cje` (hence the name): its presence alone means "came via CJ". */
export const CJE_CLIENT_COOKIE = {
  name: "cje-client",
  maxAge: 45 * DAY,
  httpOnly: false,
  secure: "never",
} as const satisfies TrackingCookie;

export const ADMITAD_COOKIE = {
  name: "_aid",
  maxAge: 45 * DAY,
  httpOnly: true,
  secure: "with-domain",
} as const satisfies TrackingCookie;

/** The five utm_* values of the last campaign visit, as one URL-encoded record. */
export const UTM_TAGS_COOKIE = {
  name: "utm_tags",
  maxAge: 45 * DAY,
  httpOnly: true,
  secure: "never",
} as const satisfies TrackingCookie;

export const CHANNEL_COOKIE = {
  name: "channel",
  maxAge: 45 * DAY,
  httpOnly: true,
  secure: "never",
} as const satisfies TrackingCookie;

/** invite_type and invite_code as one URL-encoded record; kept for the browser session only. */
export const INVITE_COOKIE = {
  name: "invite",
  httpOnly: true,
  secure: "never",
} as const satisfies TrackingCookie;

export const IV_USER_ID_COOKIE = {
  name: "iv_user_id",
  httpOnly: true,
  secure: "never",
} as const satisfies TrackingCookie;

export const IV_SIM_COUNTRY_COOKIE = {
  name: "iv_sim_country",
  httpOnly: true,
  secure: "never",
} as const satisfies TrackingCookie;

/** The four cookies that `utm_source` clears (spec section 4). */
export const AFFILIATE_COOKIES = [CF_CLICK_COOKIE, CJE_COOKIE, CJE_CLIENT_COOKIE, ADMITAD_COOKIE] as const;

/** Query parameters read by the tracking middleware. */
export const TRACKING_PARAMS = {
  cjEvent: "cjevent",
  cfClick: "cfclick",
  admitadUid: "admitad_uid",
  utmSource: "utm_source",
  channel: "channel",
  from: "from",
  uid: "uid",
  ivUserId: "iv_user_id",
  ivSimCountry: "iv_sim_country",
} as const;

/** The utm_* keys of campaign tracking (spec section 3), in the spec's order. */
export const UTM_KEYS = ["utm_campaign", "utm_medium", "utm_source", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** `from=invite` marks an invite link (spec section 3). */
export const INVITE_FROM = "invite";
/** Spec sections 3 and 9. */
export const INVITE_TYPE = 30001;

/** The `_cps` affiliate types, by the cookie that carries each click id. */
export const AFFILIATE_TYPES = {
  cj: CJE_COOKIE.name,
  cf: CF_CLICK_COOKIE.name,
  admitad: ADMITAD_COOKIE.name,
} as const;
export type AffiliateType = keyof typeof AFFILIATE_TYPES;
