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

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** IPv6 in any RFC 4291 text form (with `::` compression and an optional trailing IPv4). */
export function isIpv6(value: string): boolean {
  if (value.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  let text = value;
  let groupsNeeded = 8;
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".")) {
    if (!isIpv4(text.slice(lastColon + 1))) return false;
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0] ?? "");
  const tail = halves.length === 2 ? groups(halves[1] ?? "") : [];
  const all = [...head, ...tail];
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  if (halves.length === 2) return all.length < groupsNeeded;
  groupsNeeded = 8;
  return all.length === groupsNeeded;
}

export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}
