import type { Environment } from "./environment";

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

/** The public site keys, as the deployment's configuration names them. */
export interface RecaptchaSiteKeyConfig {
  RECAPTCHA_V2_SITE_KEY?: string;
  RECAPTCHA_V3_SITE_KEY?: string;
}

/** Both versions' site keys, or null when either is missing (then Google's recaptcha is not used). */
export function recaptchaSiteKeys(config: RecaptchaSiteKeyConfig): Record<RecaptchaVersion, string> | null {
  const v2 = config.RECAPTCHA_V2_SITE_KEY?.trim() ?? "";
  const v3 = config.RECAPTCHA_V3_SITE_KEY?.trim() ?? "";
  return v2 && v3 ? { v2, v3 } : null;
}

/**
 * What the pages tell the browser, from the public site keys only (the site never reads the
 * API's secrets): Google's script with both keys; without them the development stand-in in the
 * sandbox, nothing on prod. The API decides the same way (backend/recaptcha/config.ts).
 */
export function recaptchaClientConfig(
  config: RecaptchaSiteKeyConfig,
  environment: Environment,
): RecaptchaClientConfig {
  const siteKeys = recaptchaSiteKeys(config);
  if (siteKeys) {
    return {
      src: `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKeys.v3)}`,
      siteKeys,
    };
  }
  const dev = { v2: "development", v3: "development" };
  return environment === "sandbox" ? { src: DEV_SCRIPT_PATH, siteKeys: dev } : { src: null, siteKeys: dev };
}
