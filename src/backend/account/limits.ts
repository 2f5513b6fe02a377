import { CODE_DIGITS, CODE_TTL_MINUTES, EMAIL_UNDO_DAYS } from "../../catalog/verification-code";
import { DAY_MS, MINUTE_MS, SECOND_MS } from "../../shared/epoch";
import type { Limit } from "../../shared/rate-limit";

/** The account API's abuse limits (HTTP 429 with Retry-After beyond them). */
export const ACCOUNT_LIMITS = {
  loginPerIp: { name: "login-ip", max: 20, windowSeconds: 15 * 60 },
  loginPerAccount: { name: "login-account", max: 10, windowSeconds: 15 * 60 },
  signupPerIp: { name: "signup-ip", max: 10, windowSeconds: 60 * 60 },
  verificationPerIp: { name: "verification-ip", max: 10, windowSeconds: 60 * 60 },
  verificationPerEmail: { name: "verification-email", max: 5, windowSeconds: 60 * 60 },
  validatePerIp: { name: "validate-ip", max: 20, windowSeconds: 15 * 60 },
  setPasswordPerIp: { name: "set-password-ip", max: 10, windowSeconds: 60 * 60 },
  /** set_password guesses of one anonymous account (each code also allows only CODE_MAX_ATTEMPTS). */
  setPasswordPerAccount: { name: "set-password-account", max: 10, windowSeconds: 60 * 60 },
  /** set_password/code: codes mailed for one anonymous account. */
  secureCodePerAccount: { name: "secure-code-account", max: 5, windowSeconds: 60 * 60 },
  secureCodePerIp: { name: "secure-code-ip", max: 10, windowSeconds: 60 * 60 },
  /** login/2fa: each challenge also allows only 5 codes (two-factor/challenges.ts). */
  secondFactorPerIp: { name: "second-factor-ip", max: 20, windowSeconds: 15 * 60 },
  /** 2fa/enable and 2fa/disable codes of one signed-in account. */
  twoFactorPerAccount: { name: "two-factor-account", max: 10, windowSeconds: 15 * 60 },
  /** login/passkey/options: each answer stores a challenge row. */
  passkeyOptionsPerIp: { name: "passkey-options-ip", max: 30, windowSeconds: 15 * 60 },
  /** login/passkey/verify: every attempt counts, as login's do (decision 137). */
  passkeyVerifyPerIp: { name: "passkey-verify-ip", max: 20, windowSeconds: 15 * 60 },
  /** email/change: codes sent to new addresses, per account and per caller. */
  emailChangePerAccount: { name: "email-change-account", max: 5, windowSeconds: 60 * 60 },
  emailChangePerIp: { name: "email-change-ip", max: 10, windowSeconds: 60 * 60 },
  /** email/confirm guesses per caller (each change also allows only CODE_MAX_ATTEMPTS). */
  emailConfirmPerIp: { name: "email-confirm-ip", max: 20, windowSeconds: 15 * 60 },
  /** export and delete: password checks and whole-account reads per account. */
  accountDataPerAccount: { name: "account-data", max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** A session's "last seen" is written at most this often (a page view mostly only reads). */
export const LAST_SEEN_EVERY_MS = 5 * MINUTE_MS;
/** Session lifetime; after it the token answers 50008. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A verification code lives CODE_TTL_MINUTES and allows 5 guesses (its facts live with the site's copy). */
export const CODE_TTL_SECONDS = CODE_TTL_MINUTES * 60;
/** The same, to add to a stored time (epoch ms, decision 174); answers say `expires_in` in seconds. */
export const CODE_TTL_MS = CODE_TTL_SECONDS * SECOND_MS;
export const CODE_MAX_ATTEMPTS = 5;
export { CODE_DIGITS };
/** After a correct code, the reset must happen within 15 minutes. */
export const VERIFY_TOKEN_TTL_MS = 15 * MINUTE_MS;
/** A confirmed e-mail change can be undone from the old address for EMAIL_UNDO_DAYS. */
export const EMAIL_UNDO_TTL_MS = EMAIL_UNDO_DAYS * DAY_MS;
