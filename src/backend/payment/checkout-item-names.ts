import { DEFAULT_LOCALE, type Locale } from "../../i18n/languages";
import { loadTranslator, type Translate } from "../../i18n/messages";
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

const translatorOf = (locale: Locale) => loadTranslator(locale, PLAN_LABEL_NAMESPACES);

const renewalName = (t: Translate, renewalMonths: number) =>
  t("billing.checkoutItem.renewal", { plan: planLabel(t, renewalMonths, 0) });

export async function checkoutItemNames(
  locale: Locale,
  terms: Pick<RenewalTerms, "termMonths" | "trialDays" | "renewalMonths">,
): Promise<CheckoutItemNames> {
  const t = await translatorOf(locale);
  return {
    firstTerm: planLabel(t, terms.termMonths, terms.trialDays),
    renewal: renewalName(t, terms.renewalMonths),
  };
}

/**
 * The name of a provider plan that every order of a price shares, whatever its buyer's language
 * (PayPal, Razorpay): in English, the site's default, as the plan cannot know who will read it.
 */
export async function sharedPlanName(renewalMonths: number): Promise<string> {
  return renewalName(await translatorOf(DEFAULT_LOCALE), renewalMonths);
}
