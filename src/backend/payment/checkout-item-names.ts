import type { Locale } from "../../i18n/languages";
import { createTranslator, loadMessages } from "../../i18n/messages";
import { PLAN_LABEL_NAMESPACES, planLabel } from "../../shared/plan-label";
import type { RenewalTerms } from "./plans";

/**
 * The names a buyer reads on the provider's own checkout page, one per line of the order: the
 * plan bought now, and the subscription that renews it. In the order's language, from the same
 * messages as the pricing page and the receipt, so the three name the plan alike.
 */
export interface CheckoutItemNames {
  firstTerm: string;
  renewal: string;
}

export async function checkoutItemNames(
  locale: Locale,
  terms: Pick<RenewalTerms, "termMonths" | "trialDays" | "renewalMonths">,
): Promise<CheckoutItemNames> {
  const t = createTranslator(locale, await loadMessages(locale, PLAN_LABEL_NAMESPACES));
  return {
    firstTerm: planLabel(t, terms.termMonths, terms.trialDays),
    renewal: t("billing.checkoutItem.renewal", { plan: planLabel(t, terms.renewalMonths, 0) }),
  };
}
