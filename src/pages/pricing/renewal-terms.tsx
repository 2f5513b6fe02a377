import type { Plan } from "../../api/payment";
import { formatPrice } from "../../i18n/format";
import { renewalPeriod } from "../../shared/plan-terms";
import { usePage } from "../page-context";

/**
 * "Then renews at {amount} every {period} until you cancel", from the plan's renewal price and
 * period (the numbers the renewal job charges and adds): the pricing card and the Terms say it
 * with this one component.
 */
export function RenewalTerms({
  plan,
}: {
  plan: Pick<Plan, "renewal_amount" | "renewal_months" | "currency">;
}) {
  const { t, language } = usePage();
  const period = renewalPeriod(plan.renewal_months);
  return (
    <span data-testid="renewal-terms">
      {t(`pricing.renews.${period.key}`, {
        count: period.count,
        amount: formatPrice(plan.renewal_amount, plan.currency, language.code),
      })}
    </span>
  );
}
