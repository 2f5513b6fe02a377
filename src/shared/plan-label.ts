import type { Translate } from "../i18n/messages";
import { termKey } from "./plan-terms";

/**
 * A plan's localized name ("VPN Master VIP, 1 year"), from the pricing page's term names; needs
 * the billing, pricing and pricing-checkout-id messages.
 */
export function planLabel(t: Translate, termMonths: number, trialDays: number): string {
  const term =
    trialDays > 0
      ? t("pricing-checkout-id.trialName", { count: trialDays })
      : t(`pricing.term.${termKey(termMonths)}`);
  return t("billing.receipt.plan", { term });
}

export const PLAN_LABEL_NAMESPACES = ["billing", "pricing", "pricing-checkout-id"] as const;
