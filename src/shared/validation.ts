import ipaddr from "ipaddr.js";

/**
 * Spec section 5's input rules, shared by the browser (validation as you type) and the embedded
 * backend (the same rule is enforced again on the server). Pure: no DOM, no bindings.
 */

/** Local part of letters, digits, `_` and `-` in dot-separated segments; a lower-case domain. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]+$/;
export const EMAIL_MAX_LENGTH = 254;

/**
 * The same rule as an HTML `pattern` (browsers compile it with the `v` flag, which wants `-`
 * escaped in a class). The domain may be typed in capitals: `normalizeEmail` lowers it before
 * EMAIL_PATTERN is applied, so the browser accepts exactly what the server will.
 */
export const EMAIL_INPUT_PATTERN =
  "[A-Za-z0-9_\\-]+(\\.[A-Za-z0-9_\\-]+)*@[A-Za-z0-9\\-]+(\\.[A-Za-z0-9\\-]+)*\\.[A-Za-z]+";

/** Spec section 9: a password is 8 to 20 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Digits of an authenticator app's code: RFC 6238's default, which every app understands. */
export const TOTP_DIGITS = 6;
/** Recovery codes issued when two-factor sign-in is turned on, and the letters and digits of each. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;

/** A recovery code as it is shown: two halves joined by a dash (`abcde-fgh23`), easier to copy. */
export function groupRecoveryCode(chars: string): string {
  const half = Math.ceil(chars.length / 2);
  return `${chars.slice(0, half)}-${chars.slice(half)}`;
}

/** The domain is case-insensitive, so it is lowered before the pattern (which wants it lower). */
export function normalizeEmail(raw: string): string {
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf("@");
  return at < 0 ? trimmed : trimmed.slice(0, at) + trimmed.slice(at).toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export type PasswordRule = "length" | "lowercase" | "uppercase" | "symbol" | "printable";

export const PASSWORD_RULES: readonly PasswordRule[] = [
  "length",
  "lowercase",
  "uppercase",
  "symbol",
  "printable",
];

/** Each rule of the password policy, met or not: the reset form ticks them as the user types. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    // A symbol is any printable ASCII character that is neither a letter, a digit nor a space.
    symbol: /[!-/:-@[-`{-~]/.test(password),
    printable: /^[ -~]*$/.test(password),
  };
}

export function isValidPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/** Spec section 5: one action (binding an IP) is refused when the user's country names China. */
export function countryIsBlocked(country: string | null | undefined): boolean {
  return (country ?? "").toLowerCase().includes("china");
}

/** IPv4 as four decimal parts only (no `0x7f.1`, no leading zeros), by ipaddr.js. */
export function isIpv4(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value);
}

/** IPv6 in any RFC 4291 text form, without a zone (`%eth0` names a local interface, not an address). */
export function isIpv6(value: string): boolean {
  return value.length <= 45 && !value.includes("%") && ipaddr.IPv6.isValid(value);
}

export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}
