import { API_ERRORS, SERVICE_DOWN_CODES } from "../api/codes";
import type { Plan } from "../api/payment";
import { PAYMENT_ERRORS } from "../api/payment-errors";
import { ApiFailure, NETWORK_FAILURE_CODE } from "./lib/api";
import type { T } from "./lib/texts";

/** The namespace the checkout island's texts are picked from, keys relative to it. */
export type CheckoutScope = "pricing-checkout-id";

/** The checkout's error texts (pricing-checkout-id.json `error.*`). */
export type CheckoutErrorKey =
  | "error.generic"
  | "error.recaptcha"
  | "error.unavailable"
  | "error.serviceDown"
  | "error.network"
  | "error.trialUsed"
  | "error.partnerOnly"
  | "error.methodUnknown"
  | "error.methodUnavailable"
  | "error.priceChanged";

const BY_CODE: Record<number, CheckoutErrorKey> = {
  [PAYMENT_ERRORS.providerUnavailable.code]: "error.unavailable",
  [PAYMENT_ERRORS.trialUsed.code]: "error.trialUsed",
  [PAYMENT_ERRORS.partnerOnlyPlan.code]: "error.partnerOnly",
  [PAYMENT_ERRORS.unknownMethod.code]: "error.methodUnknown",
  [PAYMENT_ERRORS.methodUnavailable.code]: "error.methodUnavailable",
  [PAYMENT_ERRORS.priceChanged.code]: "error.priceChanged",
  [API_ERRORS.recaptchaFailed.code]: "error.recaptcha",
  [NETWORK_FAILURE_CODE]: "error.network",
  ...Object.fromEntries(SERVICE_DOWN_CODES.map((code) => [code, "error.serviceDown" as const])),
};

/** What the checkout tells a buyer whose Pay click failed, by what the call rejected with. */
export function checkoutErrorKey(failure: unknown): CheckoutErrorKey {
  if (failure instanceof ApiFailure) return BY_CODE[failure.body.code] ?? "error.generic";
  if (failure instanceof Error && /recaptcha/i.test(failure.message)) return "error.recaptcha";
  return "error.generic";
}

/**
 * The sentence for a failed Pay click. A trial already used is counted in the chosen plan's own
 * trial days (plan data), so no translation states a trial length of its own.
 */
export function checkoutErrorText(
  failure: unknown,
  plan: Pick<Plan, "trial_days">,
  text: T<CheckoutScope>,
): string {
  return text(checkoutErrorKey(failure), { count: plan.trial_days });
}
