/**
 * Every cookie the site sets is a `SiteCookie`: its name, lifetime, HttpOnly and Secure policy in
 * one entry (spec sections 3 and 9). src/edge/site-cookies.ts turns an entry into the options of
 * every Set-Cookie (Path=/, SameSite=Lax, one Secure rule); the tracking cookies' entries are in
 * tracking-cookies.ts.
 */
const DAY = 24 * 60 * 60;

export interface SiteCookie {
  readonly name: string;
  /** Seconds. Absent: a session cookie (no Max-Age, no Expires). */
  readonly maxAge?: number;
  /** Whether page scripts are kept from reading it. */
  readonly httpOnly: boolean;
  /**
   * `https`: Secure wherever there is https (every host but localhost and loopback addresses).
   * `with-domain`: Secure only when a cookie domain is configured; `never`: not Secure. The last
   * two are spec section 9's rule for the tracking cookies ("cje and _aid secure only when a
   * cookie domain is set").
   */
  readonly secure: "https" | "with-domain" | "never";
}

/** Spec section 9: 365 days, path /, SameSite lax (no script reads it today; the spec leaves it readable). */
export const LANGUAGE_COOKIE = {
  name: "LANGUAGE",
  maxAge: 365 * DAY,
  httpOnly: false,
  secure: "https",
} as const satisfies SiteCookie;

/** The consent flag, in the spec's own spelling: "1" accepted, "0" declined, absent = not asked. */
export const CONSENT_COOKIE = {
  name: "accpeted-cookies",
  maxAge: 365 * DAY,
  httpOnly: false,
  secure: "https",
} as const satisfies SiteCookie;

/** A random first-party id for analytics' front_id, set only after analytics consent. */
export const FRONT_ID_COOKIE = {
  name: "front_id",
  maxAge: 365 * DAY,
  httpOnly: true,
  secure: "https",
} as const satisfies SiteCookie;

/**
 * The session token (spec section 3: paypal_token), set only by the gateway: HttpOnly, Secure
 * outside localhost, SameSite=Lax, path /. It lives as long as the session it carries.
 */
export const TOKEN_COOKIE = {
  name: "paypal_token",
  maxAge: 30 * DAY,
  httpOnly: true,
  secure: "https",
} as const satisfies SiteCookie;
