import type { ApiError } from "../../api/codes";

/** The billing calls' answer codes (docs/api.md, "Subscriptions and billing history"). */
export const BILLING_ERRORS = {
  unknownSubscription: { status: 404, code: 42012, message: "no such subscription" },
  subscriptionEnded: {
    status: 409,
    code: 42013,
    message: "this subscription has ended; buy a new plan to get VIP again",
  },
  refundWindowClosed: {
    status: 409,
    code: 42014,
    message: "the money-back period of this purchase is over",
  },
  alreadyRefunded: { status: 409, code: 42015, message: "this payment is already refunded" },
  notRefundable: {
    status: 409,
    code: 42016,
    message: "only a paid first payment can be refunded here; contact support for other charges",
  },
  renewalDeclined: {
    status: 409,
    code: 42017,
    message: "the last renewal was declined; renewal cannot be switched on, buy a plan again",
  },
  providerSwitchFailed: {
    status: 503,
    code: 42021,
    message: "the payment provider could not change renewal right now; nothing was changed, try again",
  },
  providerRefundFailed: {
    status: 503,
    code: 42022,
    message: "the payment provider could not refund this payment right now; nothing was changed, try again",
  },
} as const satisfies Record<string, ApiError>;
