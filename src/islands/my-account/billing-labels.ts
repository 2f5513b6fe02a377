import type { Subscription } from "../../api/contract/payment";
import { recordedMethodLabel } from "../../catalog/payment-methods";
import { PAYMENT_PROVIDERS, type ProviderCode } from "../../catalog/payment-providers";
import { termKey } from "../../shared/plan-terms";
import type { T } from "../lib/texts";

/** The plan's name in the page's language, by its term (the API's plan_name is English). */
export function planLabel(s: Subscription, t: T): string {
  if ((s.trial_days ?? 0) > 0) return t("myaccount.subscriptions.plan.trial");
  if (s.term_months === undefined) return s.plan_name;
  return t(`myaccount.subscriptions.plan.${termKey(s.term_months)}`);
}

/** The provider's brand (not translated), or its code for one the catalogue does not know. */
export function providerBrand(code: string): string {
  return PAYMENT_PROVIDERS[code as ProviderCode]?.brand ?? code;
}

/** How the subscription was paid: the method's name when recorded (Alipay, Klarna…), else the provider's brand. */
export function paidWith(s: Subscription, t: T): string {
  return recordedMethodLabel(s.payment_method, t, providerBrand(s.provider));
}

/** "manual": a one-off method's subscription, whose status is renewal_off (decision 167). */
const STATUSES = new Set(["active", "renewal_off", "past_due", "expired", "refunded", "manual"]);

export function statusLabel(status: string, t: T): string {
  return STATUSES.has(status) ? t(`myaccount.subscriptions.status.${status}`) : status;
}
