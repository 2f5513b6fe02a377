/**
 * The MMS API's answer codes: one home for each (docs/api.md documents them). An error carries its
 * HTTP status so the embedded backend, the gateway and the tests agree on it.
 */
export interface ApiError {
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 502 | 503 | 504;
  code: number;
  message: string;
}

const error = (status: ApiError["status"], code: number, message: string): ApiError => ({
  status,
  code,
  message,
});

/**
 * Spec section 8's session codes. The browser shows the "you have been logged out" prompt for any
 * of them; the gateway clears the token cookie. All three answer HTTP 401.
 * - 50008: the token was valid but has expired (its 30 days are over).
 * - 50012: the token was ended: logout, a password change that ended other sessions, a reset.
 * - 50014: the token is unknown: never issued here, malformed, or its account is gone.
 */
export const SESSION_CODES = { expired: 50008, revoked: 50012, unknown: 50014 } as const;

export const API_ERRORS = {
  malformedJson: error(400, 40001, "request body is not valid JSON"),
  invalidInput: error(400, 40002, "request fields are invalid"),
  recaptchaFailed: error(400, 40010, "recaptcha verification failed"),
  unsupportedType: error(415, 41500, "request body must be application/json"),
  tooLarge: error(413, 41300, "request body is too large"),
  signInRequired: error(401, 40100, "sign in required"),
  sessionExpired: error(401, SESSION_CODES.expired, "session expired"),
  sessionRevoked: error(401, SESSION_CODES.revoked, "session ended"),
  sessionUnknown: error(401, SESSION_CODES.unknown, "session unknown"),
  crossOrigin: error(403, 40301, "cross-origin request refused"),
  notFound: error(404, 40400, "no such endpoint"),
  methodNotAllowed: error(405, 40500, "method not allowed"),
  rateLimited: error(429, 42900, "too many requests"),
  wrongCredentials: error(400, 41001, "wrong e-mail or password"),
  emailTaken: error(409, 41002, "this e-mail already has an account"),
  passwordAlreadySet: error(409, 41003, "this account already has a password"),
  wrongPassword: error(400, 41004, "current password is wrong"),
  codeInvalid: error(400, 41005, "verification code is wrong or has expired"),
  deviceNotFound: error(404, 41006, "no such device on this account"),
  countryBlocked: error(400, 41007, "binding an IP is not available in your country"),
  resetTokenInvalid: error(400, 41008, "the password reset has expired; request a new code"),
  secondFactorRequired: error(400, 41010, "second factor required"),
  secondFactorInvalid: error(400, 41011, "the authenticator or recovery code is wrong"),
  challengeExpired: error(400, 41012, "the sign-in has expired; sign in again"),
  challengeLocked: error(400, 41013, "too many wrong codes; sign in again"),
  twoFactorAlreadyOn: error(409, 41014, "two-factor sign-in is already on"),
  twoFactorNotSetUp: error(409, 41015, "two-factor sign-in is not set up"),
  twoFactorNeedsPassword: error(409, 41016, "two-factor sign-in needs an e-mail and password first"),
  deviceLimitReached: error(409, 41017, "the account already has its plan's number of devices"),
  passkeyChallengeInvalid: error(400, 41035, "the passkey request has expired; try again"),
  passkeyRejected: error(400, 41036, "the passkey could not be verified"),
  passkeyUnknown: error(400, 41037, "this passkey is not registered here"),
  passkeyNotFound: error(404, 41038, "no such passkey on this account"),
  passkeyAlreadyRegistered: error(409, 41039, "this passkey is already registered"),
  passkeyLimitReached: error(409, 41040, "the account already has its number of passkeys"),
  emailUnchanged: error(400, 41025, "this is already the account's e-mail"),
  needsPassword: error(409, 41026, "this needs an e-mail and password on the account first"),
  twoFactorUnavailable: error(503, 41018, "two-factor sign-in is not available right now; try again later"),
  sessionNotFound: error(404, 41019, "no such session on this account"),
  upstreamFailed: error(502, 50200, "the account service answered badly"),
  unavailable: error(503, 50300, "the account service is briefly unavailable"),
  upstreamTimeout: error(504, 50400, "the account service did not answer in time"),
} as const satisfies Record<string, ApiError>;

export type ApiErrorName = keyof typeof API_ERRORS;

/** The MMS API itself is down, broken or slow: nothing happened, and only trying later helps. */
export const SERVICE_DOWN_CODES: readonly number[] = [
  API_ERRORS.upstreamFailed.code,
  API_ERRORS.unavailable.code,
  API_ERRORS.upstreamTimeout.code,
];

const SESSION_CODE_SET = new Set<number>(Object.values(SESSION_CODES));

export function isSessionCode(code: unknown): boolean {
  return typeof code === "number" && SESSION_CODE_SET.has(code);
}
