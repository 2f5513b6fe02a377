import { API_ERRORS } from "../../api/codes";
import { RECAPTCHA_EMPTY_TOKEN } from "../../shared/recaptcha";
import { ApiFailure, NETWORK_FAILURE_CODE } from "./api";
import type { T } from "./texts";

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
  [NETWORK_FAILURE_CODE]: "account.errors.network",
  // The account service itself is down or slow (spec section 8's upstream failures): nothing
  // happened, and trying again later is the only advice that helps.
  [API_ERRORS.upstreamFailed.code]: "account.errors.serviceUnavailable",
  [API_ERRORS.unavailable.code]: "account.errors.serviceUnavailable",
  [API_ERRORS.upstreamTimeout.code]: "account.errors.serviceUnavailable",
};

/** The localized message for whatever a call rejected with. */
export function errorText(error: unknown, t: T): string {
  if (error instanceof ApiFailure) {
    if (error.body.code === API_ERRORS.rateLimited.code) {
      return t("account.errors.rateLimited", { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) });
    }
    const key = BY_CODE[error.body.code];
    return t(key ?? "account.errors.generic");
  }
  if (error instanceof Error && error.message === RECAPTCHA_EMPTY_TOKEN) return t("account.errors.recaptcha");
  if (error instanceof Error && /recaptcha/.test(error.message))
    return t("account.errors.recaptchaUnavailable");
  return t("account.errors.generic");
}
