import * as z from "../../../shared/zod";
import { ACCOUNT_CALLS } from "../calls";
import { endpoint } from "../endpoint";
import {
  codeField,
  currentPasswordField,
  emailField,
  mailLanguageField,
  passwordField,
  verificationPurpose,
  verifyTokenField,
} from "./fields";

/** Step one of securing an anonymous account: a code to the address (the same answer when taken). */
export const setPasswordCode = endpoint({
  ...ACCOUNT_CALLS.setPasswordCode,
  request: z.object({ email: emailField, lang: mailLanguageField }),
  response: z.object({ expires_in: z.number().check(z.int()) }),
});

/** Step two: the code from the address proves it; a wrong code and a taken address answer alike. */
export const setPassword = endpoint({
  ...ACCOUNT_CALLS.setPassword,
  request: z.object({ email: emailField, password: passwordField, code: codeField }),
  // The successor of the anonymous session (the gateway moves it into the cookie).
  response: z.object({ token: z.optional(z.string()) }),
});

export const changePassword = endpoint({
  ...ACCOUNT_CALLS.changePassword,
  request: z.object({
    old_password: currentPasswordField,
    new_password: passwordField,
    /** End every other session of the account (this one stays). */
    end_other_sessions: z._default(z.boolean(), false),
  }),
  response: z.object({ ended_sessions: z.number().check(z.int(), z.nonnegative()) }),
});

export const verificationRequest = endpoint({
  ...ACCOUNT_CALLS.verificationRequest,
  request: z.object({ email: emailField, purpose: verificationPurpose, lang: mailLanguageField }),
  /** The same answer whether or not the address has an account (no enumeration). */
  response: z.object({ expires_in: z.number().check(z.int()) }),
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
