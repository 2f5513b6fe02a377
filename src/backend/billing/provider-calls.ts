import type { ApiError } from "../../api/codes";
import { PAYMENT_ERRORS } from "../../api/payment-errors";
import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { ProviderApiError } from "../payment/providers/provider-api-error";
import { providerBillingFor } from "../payment/providers/registry";
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

function logRefusal(what: string, error: ProviderApiError) {
  console.warn(
    JSON.stringify({
      type: "provider-refused",
      what,
      provider: error.provider,
      status: error.status,
      code: error.code,
    }),
  );
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
    if (!(error instanceof ProviderApiError)) throw error;
    logRefusal("renewal-switch", error);
    return BILLING_ERRORS.providerSwitchFailed;
  }
}

/** A charge's payment at its provider: the provider's charge and subscription ids, when it has them. */
export interface ProviderPayment {
  provider: string;
  charge_ref: string | null;
  subscription_ref: string | null;
  /** 1: a one-off method's payment (decision 167): no provider subscription to end. */
  manual_renewal: number | null;
}

/** The provider ids of an order (a first payment or a renewal); `userId` limits it to one account. */
export function providerPaymentOf(
  db: D1Database,
  orderId: string,
  userId: number | null = null,
): Promise<ProviderPayment | null> {
  return db
    .prepare(
      `SELECT o.provider, o.provider_ref AS charge_ref, s.provider_ref AS subscription_ref, s.manual_renewal
         FROM orders o LEFT JOIN subscriptions s ON s.order_id = o.id OR s.id = o.subscription_id
        WHERE o.id = ?1 AND (?2 IS NULL OR o.user_id = ?2)`,
    )
    .bind(orderId, userId)
    .first<ProviderPayment>();
}

/**
 * Refunds one charge at its provider and ends the provider's subscription at once, so it never
 * charges a renewal of a refunded purchase. An error, or null.
 */
export async function refundPaymentAtProvider(
  scope: ProviderScope,
  orderId: string,
  payment: ProviderPayment,
): Promise<ApiError | null> {
  const billing = providerBillingFor(payment.provider, scope.env, scope.environment);
  const oneOff = payment.manual_renewal === 1;
  if (!payment.charge_ref || (!payment.subscription_ref && !oneOff) || !billing)
    return PAYMENT_ERRORS.providerUnavailable;
  try {
    await billing.refundCharge(payment.charge_ref, orderId);
    // A one-off payment left nothing at the provider that could charge again.
    if (payment.subscription_ref) await billing.cancelNow(payment.subscription_ref);
    return null;
  } catch (error) {
    if (!(error instanceof ProviderApiError)) throw error;
    logRefusal("refund", error);
    return BILLING_ERRORS.providerRefundFailed;
  }
}

/**
 * The buyer's money-back refund at the provider. Outside the sandbox a purchase without the
 * provider's ids (a one-off checkout from before subscription mode) cannot be refunded here.
 */
export async function refundAtProvider(
  scope: ProviderScope,
  orderId: string,
  userId: number,
): Promise<ApiError | null> {
  if (scope.environment === "sandbox") return null;
  const payment = await providerPaymentOf(scope.env.DB, orderId, userId);
  if (!payment) return PAYMENT_ERRORS.providerUnavailable;
  return refundPaymentAtProvider(scope, orderId, payment);
}
