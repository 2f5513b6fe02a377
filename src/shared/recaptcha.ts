/** Spec sections 5 and 9: the recaptcha script is polled every 200 ms, at most 300 times. */
export const RECAPTCHA_POLL = { intervalMs: 200, tries: 300 } as const;

/** Spec section 5: the rejection when recaptcha gives no token. */
export const RECAPTCHA_EMPTY_TOKEN = "recaptcha token is empty";

export type RecaptchaVersion = "v2" | "v3";

/** Where the browser gets recaptcha: Google's script, the sandbox stand-in, or nowhere (null). */
export interface RecaptchaClientConfig {
  src: string | null;
  siteKeys: Record<RecaptchaVersion, string>;
}

/** The development stand-in's script and token issuer (sandbox only). */
export const DEV_SCRIPT_PATH = "/__dev/recaptcha/api.js";
export const DEV_TOKEN_PATH = "/__dev/recaptcha/token";
