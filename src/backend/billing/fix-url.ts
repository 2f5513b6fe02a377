import type { Environment } from "../../shared/environment";

/** The sandbox provider's page where a tester updates the payment method and pays again. */
export const SANDBOX_FIX_PATH = "/sandbox/payment-method";

/** What the fix link needs of a subscription row (subscriptions.ts hands its rows in). */
export interface FixableSubscription {
  order_id: string;
  payment_fix_url: string | null;
}

export const sandboxFixPath = (subscriptionId: string) => `${SANDBOX_FIX_PATH}/${subscriptionId}`;

/**
 * A Stripe subscription's fix page: the hosted invoice page of its failed renewal, which Stripe's
 * `invoice.payment_failed` webhook carries (`hosted_invoice_url`, kept in
 * `subscriptions.payment_fix_url`; cleared when a renewal is paid).
 */
export function stripeFixUrl(row: FixableSubscription): string | null {
  return row.payment_fix_url;
}

/** Where the buyer fixes a declined renewal: only while past due. */
export function fixUrl(row: FixableSubscription, status: string, environment: Environment): string | null {
  if (status !== "past_due") return null;
  // In the sandbox every provider code is the sandbox provider (decision 030).
  return environment === "sandbox" ? sandboxFixPath(row.order_id) : stripeFixUrl(row);
}
