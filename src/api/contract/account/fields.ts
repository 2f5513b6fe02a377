import * as z from "zod";
import { CODE_DIGITS } from "../../../catalog/verification-code";
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
} from "../../../shared/validation";

/**
 * Field schemas the account calls share: the same rules as the forms (src/shared/validation.ts),
 * enforced on the server.
 */
export const emailField = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform(normalizeEmail)
  .refine(isValidEmail, "invalid e-mail");
export const passwordField = z.string().max(PASSWORD_MAX_LENGTH).refine(isValidPassword, "invalid password");
/** A current password is only compared, never re-validated against today's policy. */
export const currentPasswordField = z.string().min(1).max(128);
export const codeField = z.string().regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), "the mailed code's digits");
/** The language of the page a mail was asked from; the mail is written in it. */
export const mailLanguageField = z.string().max(8).optional();
export const verifyTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const verificationPurpose = z.enum(["reset_password"]);

export const empty = z.object({});

/** An answer that starts a session: the gateway moves `token` into the HttpOnly cookie. */
export const sessionStart = z.object({ token: z.string().optional(), user_id: z.number().int() });

/**
 * A TOTP (TOTP_DIGITS digits) or a recovery code (RECOVERY_CODE_LENGTH letters and digits, dashes
 * and spaces ignored). Which one it is the backend tells by its shape
 * (src/backend/account/two-factor/second-factor.ts).
 */
export const secondFactorCodeField = z.string().trim().min(1).max(32);
export const challengeField = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A second factor is asked only of an account with two-factor sign-in on (else ignored). */
export const optionalSecondFactorField = secondFactorCodeField.optional();
