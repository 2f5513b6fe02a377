import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { DEV_SCRIPT_PATH, type RecaptchaClientConfig, type RecaptchaVersion } from "../../shared/recaptcha";

export { DEV_SCRIPT_PATH, DEV_TOKEN_PATH } from "../../shared/recaptcha";

/**
 * How recaptcha runs: Google's when both keys of both versions are configured; otherwise the
 * development stand-in, in sandbox only; on prod without keys every protected call is refused.
 */
export type RecaptchaMode =
  | { kind: "google"; siteKeys: Record<RecaptchaVersion, string>; secrets: Record<RecaptchaVersion, string> }
  | { kind: "development" }
  | { kind: "off" };

export function recaptchaMode(env: Bindings, environment: Environment): RecaptchaMode {
  const siteKeys = {
    v2: env.RECAPTCHA_V2_SITE_KEY?.trim() ?? "",
    v3: env.RECAPTCHA_V3_SITE_KEY?.trim() ?? "",
  };
  const secrets = { v2: env.RECAPTCHA_V2_SECRET?.trim() ?? "", v3: env.RECAPTCHA_V3_SECRET?.trim() ?? "" };
  if (siteKeys.v2 && siteKeys.v3 && secrets.v2 && secrets.v3) return { kind: "google", siteKeys, secrets };
  return environment === "sandbox" ? { kind: "development" } : { kind: "off" };
}

/** Google's v3 score below which a call is refused. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** A development token is good once, for two minutes. */
export const DEV_TOKEN_TTL_SECONDS = 120;
export const DEV_TOKEN_PREFIX = "dev-";
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const SITEVERIFY_TIMEOUT_MS = 5000;

export function recaptchaClientConfig(env: Bindings, environment: Environment): RecaptchaClientConfig {
  const mode = recaptchaMode(env, environment);
  if (mode.kind === "google") {
    return {
      src: `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(mode.siteKeys.v3)}`,
      siteKeys: mode.siteKeys,
    };
  }
  const dev = { v2: "development", v3: "development" };
  return mode.kind === "development" ? { src: DEV_SCRIPT_PATH, siteKeys: dev } : { src: null, siteKeys: dev };
}
