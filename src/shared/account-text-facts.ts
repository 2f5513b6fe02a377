import { CODE_DIGITS } from "../catalog/verification-code";
import { PASSKEY_NAME_MAX_LENGTH, PASSKEY_NAME_MIN_LENGTH } from "./passkey-name";
import {
  groupRecoveryCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
} from "./validation";

/**
 * The numbers the account texts state, as the parameters of their messages (issue 22: numbers in
 * copy come from the rules, never typed into a translation). `count` is the number that decides the
 * sentence's grammar, so it picks the plural form (decision 095); a range's lower end is `min`.
 * Pure: the pages and the islands share it.
 */

/** "8 to 20 characters": the password's length. */
export const PASSWORD_LENGTH_FACTS = { min: PASSWORD_MIN_LENGTH, count: PASSWORD_MAX_LENGTH } as const;

/** "a name of 1 to 64 characters": a passkey's name. */
export const PASSKEY_NAME_FACTS = { min: PASSKEY_NAME_MIN_LENGTH, count: PASSKEY_NAME_MAX_LENGTH } as const;

/** "the 6 digits from the e-mail": the mailed code's length, where the sentence says nothing else. */
export const MAILED_CODE_DIGITS_FACTS = { count: CODE_DIGITS } as const;

/** "the 6 digits your app shows": an authenticator app's code. */
export const TOTP_FACTS = { count: TOTP_DIGITS } as const;

/** A recovery code to show as an example, as long as a real one: `abcde-fgh23` at ten. */
const RECOVERY_CODE_EXAMPLE = groupRecoveryCode("abcdefgh23jkmnpqrstuvwxyz".slice(0, RECOVERY_CODE_LENGTH));

/** "a recovery code has 10 letters and digits, such as abcde-fgh23". */
export const RECOVERY_CODE_FACTS = { count: RECOVERY_CODE_LENGTH, example: RECOVERY_CODE_EXAMPLE } as const;

/** "one of the 10 codes you saved …, such as abcde-fgh23". */
export const RECOVERY_CODES_FACTS = { count: RECOVERY_CODE_COUNT, example: RECOVERY_CODE_EXAMPLE } as const;
