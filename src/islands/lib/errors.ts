import { API_ERRORS, SERVICE_DOWN_CODES } from "../../api/codes";
import { DEVICE_LIMIT } from "../../catalog/billing";
import { RECAPTCHA_EMPTY_TOKEN } from "../../shared/recaptcha";
import { ApiFailure, NETWORK_FAILURE_CODE } from "./api";
import type { T } from "./texts";
import { PasskeyCancelled, PasskeyExists } from "./webauthn";

const BY_CODE: Record<number, string> = {
  [API_ERRORS.wrongCredentials.code]: "account.errors.wrongCredentials",
  [API_ERRORS.emailTaken.code]: "account.errors.emailTaken",
  [API_ERRORS.passwordAlreadySet.code]: "account.errors.passwordAlreadySet",
  [API_ERRORS.wrongPassword.code]: "account.errors.wrongPassword",
  [API_ERRORS.codeInvalid.code]: "account.errors.codeInvalid",
  [API_ERRORS.deviceNotFound.code]: "account.errors.deviceNotFound",
  [API_ERRORS.countryBlocked.code]: "account.errors.countryBlocked",
  [API_ERRORS.resetTokenInvalid.code]: "account.errors.resetExpired",
  [API_ERRORS.recaptchaFailed.code]: "account.errors.recaptcha",
  [API_ERRORS.secondFactorInvalid.code]: "account.errors.secondFactorInvalid",
  [API_ERRORS.challengeExpired.code]: "account.errors.challengeExpired",
  [API_ERRORS.challengeLocked.code]: "account.errors.challengeLocked",
  [API_ERRORS.twoFactorAlreadyOn.code]: "account.errors.twoFactorAlreadyOn",
  [API_ERRORS.twoFactorNotSetUp.code]: "account.errors.twoFactorNotSetUp",
  [API_ERRORS.twoFactorNeedsPassword.code]: "account.errors.twoFactorNeedsPassword",
  [API_ERRORS.passkeyChallengeInvalid.code]: "account.errors.passkeyExpired",
  [API_ERRORS.passkeyRejected.code]: "account.errors.passkeyRejected",
  [API_ERRORS.passkeyUnknown.code]: "account.errors.passkeyUnknown",
  [API_ERRORS.passkeyNotFound.code]: "account.errors.passkeyNotFound",
  [API_ERRORS.passkeyAlreadyRegistered.code]: "account.errors.passkeyExists",
  [API_ERRORS.passkeyLimitReached.code]: "account.errors.passkeyLimit",
  [API_ERRORS.twoFactorUnavailable.code]: "account.errors.serviceUnavailable",
  [NETWORK_FAILURE_CODE]: "account.errors.network",
  ...Object.fromEntries(SERVICE_DOWN_CODES.map((code) => [code, "account.errors.serviceUnavailable"])),
};

/** The localized message for whatever a call rejected with. */
export function errorText(error: unknown, t: T): string {
  if (error instanceof ApiFailure) {
    if (error.body.code === API_ERRORS.rateLimited.code) {
      return t("account.errors.rateLimited", { count: Math.max(1, Math.ceil(error.retryAfter / 60)) });
    }
    if (error.body.code === API_ERRORS.deviceLimitReached.code) {
      return t("account.errors.deviceLimit", { count: DEVICE_LIMIT });
    }
    const key = BY_CODE[error.body.code];
    return t(key ?? "account.errors.generic");
  }
  if (error instanceof PasskeyCancelled) return t("account.errors.passkeyCancelled");
  if (error instanceof PasskeyExists) return t("account.errors.passkeyExists");
  if (error instanceof Error && error.message === RECAPTCHA_EMPTY_TOKEN) return t("account.errors.recaptcha");
  if (error instanceof Error && /recaptcha/.test(error.message))
    return t("account.errors.recaptchaUnavailable");
  return t("account.errors.generic");
}
