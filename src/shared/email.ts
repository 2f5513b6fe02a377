/**
 * Spec section 5: a local part of letters, digits, underscore and hyphen in dot-separated
 * segments; `@`; a lowercase alphanumeric/hyphen domain in dotted segments; a lowercase
 * alphabetic top-level part. Written so it is valid both as a JavaScript `u` regex and as an
 * HTML `pattern` (compiled with the `v` flag), so browser and server apply the same rule.
 */
export const EMAIL_PATTERN_SOURCE =
  "[A-Za-z0-9_\\-]+(?:\\.[A-Za-z0-9_\\-]+)*@[a-z0-9\\-]+(?:\\.[a-z0-9\\-]+)*\\.[a-z]+";

export const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, "u");

/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
