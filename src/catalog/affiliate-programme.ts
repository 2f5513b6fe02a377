import {
  ADMITAD_COOKIE,
  type AffiliateType,
  CF_CLICK_COOKIE,
  CJE_CLIENT_COOKIE,
  CJE_COOKIE,
  TRACKING_PARAMS,
  type TrackingCookie,
} from "./tracking-cookies";

/** The affiliate programme's commercial terms, as the affiliate page states them. */
export const AFFILIATE_COMMISSION = {
  /** Share of a referred customer's first payment. */
  firstPayment: 0.4,
  /** Share of each renewal of that subscription. */
  renewals: 0.2,
  /** Earnings are paid once they reach this amount. */
  minimumPayout: { amount: 50, currency: "USD" },
} as const;

/** Business days in which a person reviews an affiliate application and replies (the page's first step). */
export const AFFILIATE_REVIEW_BUSINESS_DAYS = 3;

export interface AffiliateNetwork {
  type: AffiliateType;
  /** The query parameter of the network's tracking link. */
  param: string;
  /** The cookies that parameter sets; their names and lifetimes come from the tracking catalog. */
  cookies: readonly TrackingCookie[];
}

/** How each network's click is tracked (spec sections 3, 4 and 9), in the spec's order. */
export const AFFILIATE_NETWORKS: readonly AffiliateNetwork[] = [
  { type: "cj", param: TRACKING_PARAMS.cjEvent, cookies: [CJE_COOKIE, CJE_CLIENT_COOKIE] },
  { type: "cf", param: TRACKING_PARAMS.cfClick, cookies: [CF_CLICK_COOKIE] },
  { type: "admitad", param: TRACKING_PARAMS.admitadUid, cookies: [ADMITAD_COOKIE] },
];

export const SECONDS_PER_DAY = 24 * 60 * 60;
