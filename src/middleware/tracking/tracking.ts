import {
  ADMITAD_COOKIE,
  AFFILIATE_COOKIES,
  CF_CLICK_COOKIE,
  CHANNEL_COOKIE,
  CJE_CLIENT_COOKIE,
  CJE_COOKIE,
  INVITE_COOKIE,
  INVITE_FROM,
  INVITE_TYPE,
  IV_SIM_COUNTRY_COOKIE,
  IV_USER_ID_COOKIE,
  TRACKING_PARAMS,
  type TrackingCookie,
  UTM_KEYS,
  UTM_TAGS_COOKIE,
} from "../../catalog/tracking-cookies";
import type { Invite } from "./affiliate";
import { isCampaignValue, isCountryCode, isToken, MAX_VALUE_LENGTH } from "./tracking-values";

export { MAX_VALUE_LENGTH };

export type CookieOperation =
  | { readonly kind: "set"; readonly cookie: TrackingCookie; readonly value: string }
  | { readonly kind: "delete"; readonly cookie: TrackingCookie };

/** Keeps the utm_tags cookie under the browsers' 4096-byte limit once URL-encoded twice. */
export const MAX_RECORD_LENGTH = 3072;

const set = (cookie: TrackingCookie, value: string): CookieOperation => ({ kind: "set", cookie, value });
const remove = (cookie: TrackingCookie): CookieOperation => ({ kind: "delete", cookie });

/** Spec section 4, row by row. Each rule fires only on a valid value. */
function affiliateRules(params: URLSearchParams): CookieOperation[][] {
  const cjEvent = params.get(TRACKING_PARAMS.cjEvent);
  const cfClick = params.get(TRACKING_PARAMS.cfClick);
  const admitadUid = params.get(TRACKING_PARAMS.admitadUid);
  return [
    isCampaignValue(params.get(TRACKING_PARAMS.utmSource)) ? AFFILIATE_COOKIES.map(remove) : [],
    isToken(cjEvent)
      ? [
          remove(CF_CLICK_COOKIE),
          remove(ADMITAD_COOKIE),
          set(CJE_COOKIE, cjEvent),
          set(CJE_CLIENT_COOKIE, cjEvent),
        ]
      : [],
    isToken(cfClick)
      ? [remove(CJE_COOKIE), remove(CJE_CLIENT_COOKIE), remove(ADMITAD_COOKIE), set(CF_CLICK_COOKIE, cfClick)]
      : [],
    isToken(admitadUid)
      ? [
          remove(CJE_COOKIE),
          remove(CJE_CLIENT_COOKIE),
          remove(CF_CLICK_COOKIE),
          set(ADMITAD_COOKIE, admitadUid),
        ]
      : [],
  ];
}

/**
 * The valid utm_* values as one record. A new campaign visit replaces the previous record whole:
 * mixing one visit's utm_source with another's utm_term would attribute to a campaign that never ran.
 */
export function campaignRecord(params: URLSearchParams): string | null {
  const record = new URLSearchParams();
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (isCampaignValue(value)) record.set(key, value);
  }
  const serialized = record.toString();
  if (!serialized || encodeURIComponent(serialized).length > MAX_RECORD_LENGTH) return null;
  return serialized;
}

function campaignRules(params: URLSearchParams): CookieOperation[] {
  const record = campaignRecord(params);
  const channel = params.get(TRACKING_PARAMS.channel);
  return [
    ...(record ? [set(UTM_TAGS_COOKIE, record)] : []),
    ...(isToken(channel) ? [set(CHANNEL_COOKIE, channel)] : []),
  ];
}

/** An invite without its code cannot be credited to anyone, so `from=invite` alone stores nothing. */
export function inviteRecord(params: URLSearchParams): string | null {
  const code = params.get(TRACKING_PARAMS.uid);
  if (params.get(TRACKING_PARAMS.from) !== INVITE_FROM || !isToken(code)) return null;
  const fields = { invite_type: String(INVITE_TYPE), invite_code: code } satisfies Record<
    keyof Invite,
    string
  >;
  return new URLSearchParams(fields).toString();
}

function inviteRules(params: URLSearchParams): CookieOperation[] {
  const record = inviteRecord(params);
  const userId = params.get(TRACKING_PARAMS.ivUserId);
  const simCountry = params.get(TRACKING_PARAMS.ivSimCountry);
  return [
    ...(record ? [set(INVITE_COOKIE, record)] : []),
    ...(isToken(userId) ? [set(IV_USER_ID_COOKIE, userId)] : []),
    ...(isCountryCode(simCountry) ? [set(IV_SIM_COUNTRY_COOKIE, simCountry)] : []),
  ];
}

/**
 * The cookie operations a request's query asks for, at most one per cookie. The spec's rules run
 * in its order and a later rule overrides an earlier one on the same cookie, so
 * `?utm_source=x&cjevent=y` clears cf-click and _aid and keeps the CJ click.
 */
export function trackingOperations(params: URLSearchParams): CookieOperation[] {
  const byName = new Map<string, CookieOperation>();
  for (const operation of [
    ...affiliateRules(params).flat(),
    ...campaignRules(params),
    ...inviteRules(params),
  ]) {
    byName.set(operation.cookie.name, operation);
  }
  return [...byName.values()];
}
