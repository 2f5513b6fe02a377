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
    message: "the last renewal was declined; fix the payment method and retry the payment instead",
  },
  retryDeclined: {
    status: 409,
    code: 42025,
    message: "the payment was declined again; the subscription stays past due",
  },
  nothingOverdue: {
    status: 409,
    code: 42026,
    message: "this subscription has no declined payment to retry",
  },
  retryInProgress: {
    status: 409,
    code: 42027,
    message: "a payment attempt for this subscription is already in progress",
  },
  manualRenewal: {
    status: 409,
    code: 42038,
    message:
      "this purchase was paid with a method that cannot be charged again; pay for the next period instead",
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
