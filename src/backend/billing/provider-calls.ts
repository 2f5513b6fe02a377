import type { ApiError } from "../../api/codes";
import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { PAYMENT_ERRORS } from "../payment/payment-errors";
import { providerBillingFor } from "../payment/providers/registry";
import { StripeApiError } from "../payment/providers/stripe-client";
import { BILLING_ERRORS } from "./billing-errors";
import type { BillingSubscriptionRow } from "./subscriptions";

/**
 * The provider's half of the renewal switch and of a refund, done before D1 changes (decision
 * 110): when the provider refuses or cannot be reached the call answers a clear code and D1 is
 * left as it was. A subscription without a provider id (the sandbox; a one-off purchase) has
 * nothing to tell.
 */
export interface ProviderScope {
  env: Bindings;
  environment: Environment;
}

function logRefusal(what: string, error: StripeApiError) {
  console.warn(JSON.stringify({ type: "provider-refused", what, status: error.status, code: error.code }));
}

/** Tells the provider about a switch the D1 transition is about to make; an error, or null. */
export async function switchAtProvider(
  scope: ProviderScope,
  subscription: Pick<BillingSubscriptionRow, "provider" | "provider_ref">,
  autoRenew: boolean,
): Promise<ApiError | null> {
  if (subscription.provider_ref === null || scope.environment === "sandbox") return null;
  const billing = providerBillingFor(subscription.provider, scope.env, scope.environment);
  if (!billing) return BILLING_ERRORS.providerSwitchFailed;
  try {
    await billing.setRenewal(subscription.provider_ref, autoRenew);
    return null;
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    logRefusal("renewal-switch", error);
    return BILLING_ERRORS.providerSwitchFailed;
  }
}

/**
 * Refunds a first payment at its provider and ends the provider's subscription at once, so it
 * never charges a renewal of a refunded purchase. Outside the sandbox a purchase without the
 * provider's ids (a one-off checkout from before subscription mode) cannot be refunded here.
 */
export async function refundAtProvider(
  scope: ProviderScope,
  orderId: string,
  userId: number,
): Promise<ApiError | null> {
  if (scope.environment === "sandbox") return null;
  const ids = await scope.env.DB.prepare(
    `SELECT o.provider, o.provider_ref AS charge_ref, s.provider_ref AS subscription_ref
       FROM orders o LEFT JOIN subscriptions s ON s.order_id = o.id
      WHERE o.id = ? AND o.user_id = ?`,
  )
    .bind(orderId, userId)
    .first<{ provider: string; charge_ref: string | null; subscription_ref: string | null }>();
  const billing = ids && providerBillingFor(ids.provider, scope.env, scope.environment);
  if (!ids?.charge_ref || !ids.subscription_ref || !billing) return PAYMENT_ERRORS.providerUnavailable;
  try {
    await billing.refundCharge(ids.charge_ref, orderId);
    await billing.cancelNow(ids.subscription_ref);
    return null;
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    logRefusal("refund", error);
    return BILLING_ERRORS.providerRefundFailed;
  }
}
