import { CONSENT_COOKIE, FRONT_ID_COOKIE, LANGUAGE_COOKIE, TOKEN_COOKIE } from "./cookies";
import { RECAPTCHA_COOKIE } from "./third-parties";
import {
  ADMITAD_COOKIE,
  CF_CLICK_COOKIE,
  CHANNEL_COOKIE,
  CJE_CLIENT_COOKIE,
  CJE_COOKIE,
  INVITE_COOKIE,
  IV_SIM_COUNTRY_COOKIE,
  IV_USER_ID_COOKIE,
  UTM_TAGS_COOKIE,
} from "./tracking-cookies";

export type CookieCategory = "necessary" | "preferences" | "analytics" | "marketing";

export interface InventoryCookie {
  readonly name: string;
  /** Seconds; absent for a session cookie. */
  readonly maxAge?: number;
  readonly category: CookieCategory;
  /** Who sets it: this site, or a named third party on its own domain. */
  readonly party: "first" | "third";
}

const entry = (
  cookie: { readonly name: string; readonly maxAge?: number },
  category: CookieCategory,
  party: InventoryCookie["party"] = "first",
): InventoryCookie => ({ name: cookie.name, maxAge: cookie.maxAge, category, party });

/**
 * Every cookie the site sets, built from the constants the code sets them with, so the cookie
 * policy's table cannot drift from what browsers receive. Categories follow the consent banner.
 */
export const COOKIE_INVENTORY: readonly InventoryCookie[] = [
  entry(CONSENT_COOKIE, "necessary"),
  entry(TOKEN_COOKIE, "necessary"),
  entry(RECAPTCHA_COOKIE, "necessary", "third"),
  entry(LANGUAGE_COOKIE, "preferences"),
  entry(FRONT_ID_COOKIE, "analytics"),
  entry(CJE_COOKIE, "marketing"),
  entry(CJE_CLIENT_COOKIE, "marketing"),
  entry(CF_CLICK_COOKIE, "marketing"),
  entry(ADMITAD_COOKIE, "marketing"),
  entry(UTM_TAGS_COOKIE, "marketing"),
  entry(CHANNEL_COOKIE, "marketing"),
  entry(INVITE_COOKIE, "marketing"),
  entry(IV_USER_ID_COOKIE, "marketing"),
  entry(IV_SIM_COUNTRY_COOKIE, "marketing"),
];

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  "necessary",
  "preferences",
  "analytics",
  "marketing",
];
