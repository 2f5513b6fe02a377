import {
  AFFILIATE_TYPES,
  type AffiliateType,
  CHANNEL_COOKIE,
  INVITE_COOKIE,
  INVITE_TYPE,
  IV_SIM_COUNTRY_COOKIE,
  IV_USER_ID_COOKIE,
  TRACKING_PARAMS,
  UTM_KEYS,
  UTM_TAGS_COOKIE,
  type UtmKey,
} from "../../catalog/tracking-cookies";
import { isCampaignValue, isCountryCode, isToken } from "./tracking-values";

/**
 * Readers for what the tracking middleware stored, for the gateway's purchase and prepurchase
 * calls. Cookies come back from the browser, so every value is validated again on the way in.
 */

/** The optional `_cps` object of the purchase calls (spec sections 3 and 7). */
export interface Affiliate {
  type: AffiliateType;
  cookie: string;
}

export type Campaign = Partial<Record<UtmKey | typeof TRACKING_PARAMS.channel, string>>;

export interface Invite {
  invite_type: typeof INVITE_TYPE;
  invite_code: string;
}

export interface AppParams {
  iv_user_id?: string;
  iv_sim_country?: string;
}

type Cookies = Readonly<Record<string, string | undefined>>;

// The middleware keeps at most one click id, yet cookies from older sites or another Domain
// scope can coexist; the order the spec names the types in then decides.
const PRECEDENCE: readonly AffiliateType[] = ["cj", "cf", "admitad"];

export function affiliateFromCookies(cookies: Cookies): Affiliate | null {
  for (const type of PRECEDENCE) {
    const cookie = cookies[AFFILIATE_TYPES[type]];
    if (isToken(cookie)) return { type, cookie };
  }
  return null;
}

const nonEmpty = <T extends object>(record: T): T | null => (Object.keys(record).length > 0 ? record : null);

export function campaignFromCookies(cookies: Cookies): Campaign | null {
  const campaign: Campaign = {};
  const tags = new URLSearchParams(cookies[UTM_TAGS_COOKIE.name] ?? "");
  for (const key of UTM_KEYS) {
    const value = tags.get(key);
    if (isCampaignValue(value)) campaign[key] = value;
  }
  const channel = cookies[CHANNEL_COOKIE.name];
  if (isToken(channel)) campaign[TRACKING_PARAMS.channel] = channel;
  return nonEmpty(campaign);
}

export function inviteFromCookies(cookies: Cookies): Invite | null {
  const record = new URLSearchParams(cookies[INVITE_COOKIE.name] ?? "");
  const code = record.get("invite_code" satisfies keyof Invite);
  if (record.get("invite_type" satisfies keyof Invite) !== String(INVITE_TYPE) || !isToken(code)) return null;
  return { invite_type: INVITE_TYPE, invite_code: code };
}

export function appParamsFromCookies(cookies: Cookies): AppParams | null {
  const params: AppParams = {};
  const userId = cookies[IV_USER_ID_COOKIE.name];
  const simCountry = cookies[IV_SIM_COUNTRY_COOKIE.name];
  if (isToken(userId)) params.iv_user_id = userId;
  if (isCountryCode(simCountry)) params.iv_sim_country = simCountry;
  return nonEmpty(params);
}
