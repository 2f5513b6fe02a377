/** Cookie names and lifetimes of spec sections 3 and 9: one home for each. */
const DAY = 24 * 60 * 60;

export const LANGUAGE_COOKIE = { name: "LANGUAGE", maxAge: 365 * DAY } as const;

/** The consent flag, in the spec's own spelling: "1" accepted, "0" declined, absent = not asked. */
export const CONSENT_COOKIE = { name: "accpeted-cookies", maxAge: 365 * DAY } as const;

/** A random first-party id for analytics' front_id, set only after analytics consent. */
export const FRONT_ID_COOKIE = { name: "front_id", maxAge: 365 * DAY } as const;

/** Spec sections 3 and 4: the login token; removed on logout or a session error. */
export const TOKEN_COOKIE = { name: "paypal_token", maxAge: 30 * DAY } as const;

/** Set by Google reCAPTCHA on its own domain, only on the pages that load it (login, checkout). */
export const RECAPTCHA_COOKIE = { name: "_GRECAPTCHA", maxAge: 180 * DAY } as const;
