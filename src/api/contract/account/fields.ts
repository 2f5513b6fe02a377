import { CODE_DIGITS } from "../../../catalog/verification-code";
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
} from "../../../shared/validation";
import * as z from "../../../shared/zod";

/**
 * Field schemas the account calls share: the same rules as the forms (src/shared/validation.ts),
 * enforced on the server.
 */
export const emailField = z
  .pipe(z.string().check(z.maxLength(EMAIL_MAX_LENGTH)), z.transform(normalizeEmail))
  .check(z.refine(isValidEmail, "invalid e-mail"));
export const passwordField = z
  .string()
  .check(z.maxLength(PASSWORD_MAX_LENGTH), z.refine(isValidPassword, "invalid password"));
/** A current password is only compared, never re-validated against today's policy. */
export const currentPasswordField = z.string().check(z.minLength(1), z.maxLength(128));
export const codeField = z
  .string()
  .check(z.regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), "the mailed code's digits"));
/** The language of the page a mail was asked from; the mail is written in it. */
export const mailLanguageField = z.optional(z.string().check(z.maxLength(8)));
export const verifyTokenField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
export const verificationPurpose = z.enum(["reset_password"]);

export const empty = z.object({});

/** An answer that starts a session: the gateway moves `token` into the HttpOnly cookie. */
export const sessionStart = z.object({ token: z.optional(z.string()), user_id: z.number().check(z.int()) });

/**
 * A TOTP (TOTP_DIGITS digits) or a recovery code (RECOVERY_CODE_LENGTH letters and digits, dashes
 * and spaces ignored). Which one it is the backend tells by its shape
 * (src/backend/account/two-factor/second-factor.ts).
 */
export const secondFactorCodeField = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));
export const challengeField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** A second factor is asked only of an account with two-factor sign-in on (else ignored). */
export const optionalSecondFactorField = z.optional(secondFactorCodeField);
