import type { ApiError } from "./codes";

/** The payment module's answer codes (docs/api.md, "Payments"). */
export const PAYMENT_ERRORS = {
  unknownPlan: { status: 404, code: 42001, message: "no such plan" },
  unknownOrder: { status: 404, code: 42002, message: "no such order" },
  idempotencyConflict: {
    status: 409,
    code: 42003,
    message: "idempotency_key was already used for a different purchase",
  },
  orderClosed: {
    status: 409,
    code: 42004,
    message: "this checkout attempt is already finished; start a new one",
  },
  trialUsed: {
    status: 409,
    code: 42006,
    message: "the trial can be bought once per account and e-mail address",
  },
  partnerOnlyPlan: {
    status: 403,
    code: 42007,
    message: "this plan is offered only to visitors who came through a partner link",
  },
  priceChanged: {
    status: 409,
    code: 42009,
    message:
      "the price changed since the checkout was shown; nothing was charged, reload to see the current price",
  },
  unknownMethod: {
    status: 400,
    code: 42036,
    message: "no such payment method for this provider",
  },
  methodUnavailable: {
    status: 409,
    code: 42037,
    message: "this payment method is not offered here; choose one the checkout shows",
  },
  providerUnavailable: {
    status: 503,
    code: 42005,
    message: "this payment method is not available right now",
  },
} as const satisfies Record<string, ApiError>;
