import { PAYMENT_PROVIDERS, type ProviderCode } from "../catalog/payment-providers";

/**
 * Spec section 4's two answer rules, applied by the client to whatever MMS API answered (pure,
 * browser-safe): a provider that names its hosted page `web_url` gets it copied to
 * `redirect_url`; a provider that reports a subscription status is a success when it is `active`.
 */
export function withRedirect<T extends { redirect_url?: string; web_url?: string }>(
  code: ProviderCode,
  answer: T,
): T & { redirect_url?: string } {
  if (PAYMENT_PROVIDERS[code].webUrlIsRedirect && answer.web_url && !answer.redirect_url) {
    return { ...answer, redirect_url: answer.web_url };
  }
  return answer;
}

export type PurchaseOutcome = "success" | "failed" | "pending";

const FAILED = new Set(["failed", "canceled", "incomplete_expired", "expired", "unpaid"]);

/** A purchase_result answer as one of three states the payment status page shows. */
export function purchaseOutcome(
  code: ProviderCode,
  answer: { status: string; success?: boolean },
): PurchaseOutcome {
  const success = PAYMENT_PROVIDERS[code].activeIsSuccess
    ? answer.status === "active"
    : answer.success === true;
  if (success) return "success";
  return FAILED.has(answer.status) ? "failed" : "pending";
}
