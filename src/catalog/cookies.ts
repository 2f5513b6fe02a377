/** Cookie names and lifetimes of spec sections 3 and 9: one home for each. */
const DAY = 24 * 60 * 60;

export const LANGUAGE_COOKIE = { name: "LANGUAGE", maxAge: 365 * DAY } as const;

/** The consent flag, in the spec's own spelling: "1" accepted, "0" declined, absent = not asked. */
export const CONSENT_COOKIE = { name: "accpeted-cookies", maxAge: 365 * DAY } as const;

/** A random first-party id for analytics' front_id, set only after analytics consent. */
export const FRONT_ID_COOKIE = { name: "front_id", maxAge: 365 * DAY } as const;

/**
 * The session token (spec section 3: paypal_token), set only by the gateway: HttpOnly, Secure
 * outside localhost, SameSite=Lax, path /. It lives as long as the session it carries.
 */
export const TOKEN_COOKIE = { name: "paypal_token", maxAge: 30 * DAY } as const;
