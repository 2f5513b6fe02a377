/** Billing promises every plan makes; the pricing page, checkout and docs read them from here. */

/**
 * Days after purchase in which a buyer gets a full refund, no questions asked: the guarantee the
 * home, pricing, checkout, policies, about and press pages promise, and the window in which a
 * refund reverses an affiliate's commission.
 */
export const MONEY_BACK_DAYS = 30;

/**
 * Devices one account may have signed in at once, on every plan: the pricing page's "up to …
 * devices", the device registration's limit (41017) and My account's "n of …" read it from here.
 */
export const DEVICE_LIMIT = 10;

/**
 * Bonus VIP days that an invitation earns both the inviter and the friend, once the friend's
 * first payment has outlived the money-back window unrefunded (the billing job grants them; My
 * account's invite card states them).
 */
export const REFERRAL_BONUS_DAYS = 30;

/**
 * Days before a renewal charge (or, for a payment that cannot be charged again, before the paid
 * period ends) that the reminder e-mail goes out: the billing job's schedule and the help
 * section's promise.
 */
export const REMINDER_DAYS = 7;

/** Days a buyer keeps VIP after a declined renewal to fix the payment, before it expires (decision 115). */
export const GRACE_DAYS = 7;

/**
 * Days after a renewal charge in which support refunds it, when the service has not been used
 * since (the Terms of Service, money-back section; self-service refunds cover first payments only).
 */
export const RENEWAL_REFUND_DAYS = 14;

/** Business days in which support processes a refund asked for by e-mail (the Terms of Service). */
export const REFUND_PROCESSING_BUSINESS_DAYS = 10;

/** Spec section 9: the "highest discount" figure never shows less than this percentage. */
export const MIN_HIGHEST_DISCOUNT_PERCENT = 59;

/** The X-From header of the plans and params calls, and its one value (spec section 7). */
export const X_FROM_HEADER = "X-From";
export const X_FROM_CJ = "CJ";
