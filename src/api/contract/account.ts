import { z } from "zod";
import { isValidPasskeyName, PASSKEY_NAME_MAX_LENGTH } from "../../shared/passkey-name";
import {
  EMAIL_MAX_LENGTH,
  isIpAddress,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
} from "../../shared/validation";
import { ACCOUNT_CALLS } from "./calls";
import { endpoint } from "./endpoint";
import {
  authenticationResponseSchema,
  registrationResponseSchema,
  webauthnOptionsSchema,
} from "./webauthn-json";

/** Field schemas: the same rules as the forms (src/shared/validation.ts), enforced on the server. */
export const emailField = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform(normalizeEmail)
  .refine(isValidEmail, "invalid e-mail");
export const passwordField = z.string().max(PASSWORD_MAX_LENGTH).refine(isValidPassword, "invalid password");
/** A current password is only compared, never re-validated against today's policy. */
const currentPasswordField = z.string().min(1).max(128);
const codeField = z.string().regex(/^\d{6}$/, "six digits");
/** The language of the page a mail was asked from; the mail is written in it. */
const mailLanguageField = z.string().max(8).optional();
const verifyTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const verificationPurpose = z.enum(["reset_password"]);

const empty = z.object({});
const vipSchema = z.object({
  /** Seconds of VIP left; 0 when none. The VIP state is remain_time > 0. */
  remain_time: z.number().int().nonnegative(),
  /** Epoch seconds when VIP ends; 0 when never had VIP. */
  expire_time: z.number().int().nonnegative(),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.union([z.literal(0), z.literal(1)]),
  /** Unused recovery codes; 0 when two-factor sign-in is off. */
  recovery_codes_left: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const profileSchema = z.object({
  user_id: z.number().int(),
  email: z.string().nullable(),
  is_password_set: z.union([z.literal(0), z.literal(1)]),
  vip: vipSchema,
  /** The embedded backend always answers it; an upstream that does not means "off". */
  two_factor: twoFactorStatusSchema.optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** An answer that starts a session: the gateway moves `token` into the HttpOnly cookie. */
const sessionStart = z.object({ token: z.string().optional(), user_id: z.number().int() });

export const geoInfo = endpoint({
  ...ACCOUNT_CALLS.geoInfo,
  request: empty,
  response: z.object({ user_ip: z.string(), country: z.string(), country_code: z.string() }),
});

export const anonymousSignup = endpoint({
  ...ACCOUNT_CALLS.anonymousSignup,
  request: empty,
  response: sessionStart,
});

export const login = endpoint({
  ...ACCOUNT_CALLS.login,
  request: z.object({ email: emailField, password: currentPasswordField }),
  response: sessionStart,
});

/**
 * A TOTP (6 digits) or a recovery code (10 letters and digits, dashes and spaces ignored). Which
 * one it is the backend tells by its shape (src/backend/account/two-factor/second-factor.ts).
 */
const secondFactorCodeField = z.string().trim().min(1).max(32);
const challengeField = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** login answered 41010 with `{challenge}`: the second step, which starts the session. */
export const loginSecondFactor = endpoint({
  ...ACCOUNT_CALLS.loginSecondFactor,
  request: z.object({ challenge: challengeField, code: secondFactorCodeField }),
  response: sessionStart,
});

export const twoFactorSetup = endpoint({
  ...ACCOUNT_CALLS.twoFactorSetup,
  request: empty,
  response: z.object({
    /** Base32, for typing into an app by hand. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as a QR code: SVG markup rendered on the server (no style attributes). */
    qr_svg: z.string(),
  }),
});

export const twoFactorEnable = endpoint({
  ...ACCOUNT_CALLS.twoFactorEnable,
  request: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "six digits"),
  }),
  /** Shown once: only their hashes are kept. */
  response: z.object({ recovery_codes: z.array(z.string()) }),
});

export const twoFactorDisable = endpoint({
  ...ACCOUNT_CALLS.twoFactorDisable,
  request: z.object({ password: currentPasswordField, code: secondFactorCodeField }),
  response: z.object({}),
});

export const logout = endpoint({
  ...ACCOUNT_CALLS.logout,
  request: empty,
  response: z.object({}),
});

export const profile = endpoint({
  ...ACCOUNT_CALLS.profile,
  request: empty,
  response: profileSchema,
});

/** Step one of securing an anonymous account: a code to the address (the same answer when taken). */
export const setPasswordCode = endpoint({
  ...ACCOUNT_CALLS.setPasswordCode,
  request: z.object({ email: emailField, lang: mailLanguageField }),
  response: z.object({ expires_in: z.number().int() }),
});

/** Step two: the code from the address proves it; a wrong code and a taken address answer alike. */
export const setPassword = endpoint({
  ...ACCOUNT_CALLS.setPassword,
  request: z.object({ email: emailField, password: passwordField, code: codeField }),
  // The successor of the anonymous session (the gateway moves it into the cookie).
  response: z.object({ token: z.string().optional() }),
});

export const changePassword = endpoint({
  ...ACCOUNT_CALLS.changePassword,
  request: z.object({
    old_password: currentPasswordField,
    new_password: passwordField,
    /** End every other session of the account (this one stays). */
    end_other_sessions: z.boolean().default(false),
  }),
  response: z.object({ ended_sessions: z.number().int().nonnegative() }),
});

export const verificationRequest = endpoint({
  ...ACCOUNT_CALLS.verificationRequest,
  request: z.object({ email: emailField, purpose: verificationPurpose }),
  /** The same answer whether or not the address has an account (no enumeration). */
  response: z.object({ expires_in: z.number().int() }),
});

export const verificationValidate = endpoint({
  ...ACCOUNT_CALLS.verificationValidate,
  request: z.object({ email: emailField, purpose: verificationPurpose, code: codeField }),
  response: z.object({ verify_token: z.string() }),
});

export const resetPassword = endpoint({
  ...ACCOUNT_CALLS.resetPassword,
  request: z.object({ email: emailField, verify_token: verifyTokenField, password: passwordField }),
  response: z.object({}),
});

export const sessionSchema = z.object({
  /** The session's public id (never its token): what sessions/revoke names. */
  id: z.string(),
  /** 1 for the session of this very call. */
  current: z.union([z.literal(0), z.literal(1)]),
  /** Epoch seconds. */
  created_at: z.number().int(),
  /** Epoch seconds; moves at most every 5 minutes. */
  last_seen_at: z.number().int(),
  /** ISO 3166-1 alpha-2 at sign-in, or "" when unknown. */
  country: z.string(),
  /** From the user agent: "Firefox 128", "Windows 10"; "" when unknown. */
  browser: z.string(),
  os: z.string(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

/** The account's live sessions, the current one first, then the most recently seen. */
export const sessionList = endpoint({
  ...ACCOUNT_CALLS.sessionList,
  request: empty,
  response: z.object({ sessions: z.array(sessionSchema) }),
});

/** Ends one session of the account (`session_id`; the current one too) or all but the current. */
export const sessionRevoke = endpoint({
  ...ACCOUNT_CALLS.sessionRevoke,
  request: z.union([
    z.object({ session_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).strict(),
    z.object({ all_others: z.literal(true) }).strict(),
  ]),
  response: z.object({
    ended_sessions: z.number().int().nonnegative(),
    /** 1 when the current session was among them: the caller is signed out. */
    signed_out: z.union([z.literal(0), z.literal(1)]),
  }),
});

const appTypeField = z.number().int().min(1).max(9999);
const deviceUserIdField = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

export const deviceSchema = z.object({
  app_type: z.number().int(),
  /** The product name of spec section 3 (e.g. iOS_Master); "" for an unknown id. */
  app_name: z.string(),
  /** The app installation's own user id (what device/unbind names). */
  user_id: z.string(),
  device_name: z.string(),
  os_name: z.string(),
  /** Epoch seconds of the last sign-in from this device. */
  last_active: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

/** The account's invite link code and what its invitations brought (decision 121). */
export const referral = endpoint({
  ...ACCOUNT_CALLS.referral,
  request: empty,
  response: z.object({
    invite_code: z.string(),
    /** Friends whose checkout came through the link. */
    joined: z.number().int(),
    /** Of them, those whose first payment is kept (not refunded). */
    paid: z.number().int(),
    bonus_days: z.number().int(),
  }),
});
export type Referral = z.infer<typeof referral.response>;

export const deviceList = endpoint({
  ...ACCOUNT_CALLS.deviceList,
  request: empty,
  response: z.object({ devices: z.array(deviceSchema) }),
});

export const deviceUnbind = endpoint({
  ...ACCOUNT_CALLS.deviceUnbind,
  request: z.object({ unbind_app_type: appTypeField, unbind_user_id: deviceUserIdField }),
  response: z.object({}),
});

/**
 * App-facing (not called by the site): a VPN app signed in with the account's token registers its
 * installation, so device/list has real entries. The embedded backend's seed path for devices.
 */
export const deviceRegister = endpoint({
  ...ACCOUNT_CALLS.deviceRegister,
  request: z.object({
    app_type: appTypeField,
    device_user_id: deviceUserIdField,
    device_name: z.string().trim().min(1).max(64),
    os_name: z.string().trim().min(1).max(32),
  }),
  response: z.object({}),
});

export const boundIpSchema = z.object({
  /** The bound address, or null when none is bound. */
  ip: z.string().nullable(),
  /** Epoch seconds of the binding; 0 when none. */
  bound_at: z.number().int(),
});

export const userIpQuery = endpoint({
  ...ACCOUNT_CALLS.userIpQuery,
  /** `_span`: the caller's timestamp, a cache breaker (spec section 7). */
  request: z.object({ _span: z.number().int().nonnegative().optional() }),
  response: boundIpSchema,
});

export const userIpBind = endpoint({
  ...ACCOUNT_CALLS.userIpBind,
  request: z.object({ ip: z.string().trim().max(45).refine(isIpAddress, "invalid IP address") }),
  response: boundIpSchema,
});

export const userIpRemove = endpoint({
  ...ACCOUNT_CALLS.userIpRemove,
  request: empty,
  response: z.object({}),
});

const passkeyNameField = z
  .string()
  .max(PASSKEY_NAME_MAX_LENGTH * 4)
  .refine(isValidPasskeyName, "1 to 64 characters")
  .transform((name) => name.trim());
const passkeyIdField = z.number().int().positive();

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Epoch seconds. */
  created_at: z.number().int(),
  /** Epoch seconds of the last sign-in with it; null when never used. */
  last_used_at: z.number().int().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** Options for `navigator.credentials.create`; the challenge in them is good for one verify. */
export const passkeyRegisterOptions = endpoint({
  ...ACCOUNT_CALLS.passkeyRegisterOptions,
  request: empty,
  response: z.object({ options: webauthnOptionsSchema }),
});

export const passkeyRegisterVerify = endpoint({
  ...ACCOUNT_CALLS.passkeyRegisterVerify,
  request: z.object({ name: passkeyNameField, response: registrationResponseSchema }),
  response: z.object({ passkey: passkeySchema }),
});

export const passkeyList = endpoint({
  ...ACCOUNT_CALLS.passkeyList,
  request: empty,
  response: z.object({ passkeys: z.array(passkeySchema) }),
});

export const passkeyRename = endpoint({
  ...ACCOUNT_CALLS.passkeyRename,
  request: z.object({ id: passkeyIdField, name: passkeyNameField }),
  response: z.object({}),
});

export const passkeyRemove = endpoint({
  ...ACCOUNT_CALLS.passkeyRemove,
  request: z.object({ id: passkeyIdField }),
  response: z.object({}),
});

/** Options for `navigator.credentials.get` with any passkey of this site (discoverable). */
export const loginPasskeyOptions = endpoint({
  ...ACCOUNT_CALLS.loginPasskeyOptions,
  request: empty,
  response: z.object({ options: webauthnOptionsSchema }),
});

/** A passkey's assertion starts a session, as login does (no second factor asked: decision 136). */
export const loginPasskeyVerify = endpoint({
  ...ACCOUNT_CALLS.loginPasskeyVerify,
  request: z.object({ response: authenticationResponseSchema }),
  response: sessionStart,
});

/** The page's language: the mails of the change are written in it (English when unknown). */
/** A second factor is asked only of an account with two-factor sign-in on (else ignored). */
const optionalSecondFactorField = secondFactorCodeField.optional();

/** Sends a code to the new address; the same answer whether or not that address is free. */
export const emailChange = endpoint({
  ...ACCOUNT_CALLS.emailChange,
  request: z.object({
    new_email: emailField,
    password: currentPasswordField,
    code: optionalSecondFactorField,
    lang: mailLanguageField,
  }),
  response: z.object({ expires_in: z.number().int() }),
});

/** The code from the new address switches the account to it and ends every other session. */
export const emailConfirm = endpoint({
  ...ACCOUNT_CALLS.emailConfirm,
  request: z.object({ code: codeField }),
  response: z.object({ email: z.string(), ended_sessions: z.number().int().nonnegative() }),
});

/**
 * Everything held about the account (docs/api.md, "Your data"). The sections are listed in
 * src/backend/account/data/account-tables.ts; the browser only offers the JSON as a file.
 */
export const accountExport = endpoint({
  ...ACCOUNT_CALLS.accountExport,
  request: empty,
  response: z.record(z.string(), z.unknown()),
});

/** Erases the account's personal data and anonymises its orders, in one D1 batch. */
export const accountDelete = endpoint({
  ...ACCOUNT_CALLS.accountDelete,
  request: z.object({ password: currentPasswordField, code: optionalSecondFactorField }),
  response: z.object({}),
});

export const ACCOUNT_ENDPOINTS = {
  geoInfo,
  anonymousSignup,
  login,
  loginSecondFactor,
  logout,
  profile,
  setPasswordCode,
  setPassword,
  changePassword,
  verificationRequest,
  verificationValidate,
  resetPassword,
  sessionList,
  sessionRevoke,
  deviceList,
  deviceUnbind,
  deviceRegister,
  referral,
  userIpQuery,
  userIpBind,
  userIpRemove,
  twoFactorSetup,
  twoFactorEnable,
  twoFactorDisable,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  passkeyList,
  passkeyRename,
  passkeyRemove,
  loginPasskeyOptions,
  loginPasskeyVerify,
  emailChange,
  emailConfirm,
  accountExport,
  accountDelete,
} as const;
