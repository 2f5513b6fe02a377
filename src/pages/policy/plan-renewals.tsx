import type { Offer } from "../../pricing/offer";
import { termKey } from "../../shared/plan-terms";
import { usePage } from "../page-context";
import { RenewalTerms } from "../pricing/renewal-terms";

/**
 * The Terms' list of what each plan renews at and how often, in the visitor's currency: the same
 * plan data and the same sentence as the pricing page, so the Terms cannot promise another period.
 */
export function PlanRenewals({ offer }: { offer: Offer | null }) {
  const { t } = usePage();
  if (!offer) return null;
  return (
    <>
      <p>{t("terms-of-service.renewalList", { currency: offer.currency })}</p>
      <ul data-testid="plan-renewals">
        {offer.plans.map((plan) => (
          <li key={plan.id} data-plan={plan.id}>
            <strong>
              {plan.trial_days > 0
                ? t("pricing-checkout-id.trialName", { count: plan.trial_days })
                : t(`pricing.term.${termKey(plan.price_unit)}`)}
              :
            </strong>{" "}
            <RenewalTerms plan={plan} />
          </li>
        ))}
      </ul>
    </>
  );
}
