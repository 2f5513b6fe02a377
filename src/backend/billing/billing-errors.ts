import type { ApiError } from "../../api/codes";

/** The billing calls' answer codes (docs/api.md, "Subscriptions and billing history"). */
export const BILLING_ERRORS = {
  unknownSubscription: { status: 404, code: 42006, message: "no such subscription" },
  subscriptionEnded: {
    status: 409,
    code: 42007,
    message: "this subscription has ended; buy a new plan to get VIP again",
  },
} as const satisfies Record<string, ApiError>;
