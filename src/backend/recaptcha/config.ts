import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { type RecaptchaVersion, recaptchaSiteKeys } from "../../shared/recaptcha";

export { DEV_SCRIPT_PATH, DEV_TOKEN_PATH } from "../../shared/recaptcha";

/**
 * How recaptcha runs: Google's when both site keys and both secrets are configured; with no site
 * key, the development stand-in in the sandbox only. Site keys without their secrets are a
 * misconfiguration: the pages show Google's widget (they see the site keys only), so every
 * protected call is refused rather than checked against the stand-in. On prod without keys
 * every protected call is refused too.
 */
export type RecaptchaMode =
  | { kind: "google"; siteKeys: Record<RecaptchaVersion, string>; secrets: Record<RecaptchaVersion, string> }
  | { kind: "development" }
  | { kind: "off" };

export function recaptchaMode(env: Bindings, environment: Environment): RecaptchaMode {
  const siteKeys = recaptchaSiteKeys(env);
  const secrets = { v2: env.RECAPTCHA_V2_SECRET?.trim() ?? "", v3: env.RECAPTCHA_V3_SECRET?.trim() ?? "" };
  if (siteKeys) return secrets.v2 && secrets.v3 ? { kind: "google", siteKeys, secrets } : { kind: "off" };
  return environment === "sandbox" ? { kind: "development" } : { kind: "off" };
}

/** Google's v3 score below which a call is refused. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** A development token is good once, for two minutes. */
export const DEV_TOKEN_TTL_SECONDS = 120;
export const DEV_TOKEN_PREFIX = "dev-";
export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const SITEVERIFY_TIMEOUT_MS = 5000;
