/**
 * The e-mailed verification code (password reset, e-mail change, setting a password after an
 * anonymous purchase): the backend issues and checks codes by these numbers, and the messages that
 * tell a visitor about a code ("a 6-digit code", "valid for 10 minutes") are filled from them.
 * A leaf module, so the islands can state the facts without importing the backend.
 */

/** Digits of a code. */
export const CODE_DIGITS = 6;

/** Minutes a mailed code stays valid. */
export const CODE_TTL_MINUTES = 10;

/** Days in which a confirmed e-mail change can be undone from the old address. */
export const EMAIL_UNDO_DAYS = 7;
