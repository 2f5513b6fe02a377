import type { Plan } from "../../api/payment";
import { formatPercent, formatPrice } from "../../i18n/format";
import type { LocalHint } from "../../pricing/local-hint";
import { pathTo } from "../../routes/route-paths";
import { renewalKey, termKey } from "../../shared/plan-terms";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { RenewalTerms } from "./renewal-terms";

/**
 * One plan on /pricing: per-month price (with its approximate amount in the visitor's currency
 * where we charge in another), total billed, saving, renewal price, a checkout link.
 */
export function PlanCard({ plan, hint }: { plan: Plan; hint: LocalHint | null }) {
  const { t, language } = usePage();
  const price = (amount: number) => formatPrice(amount, plan.currency, language.code);
  const term = termKey(plan.price_unit);
  const titleId = `plan-${plan.id}`;
  return (
    <li className={`plan-card${plan.recommended ? " plan-card--recommended" : ""}`} aria-labelledby={titleId}>
      {plan.recommended ? <p className="plan-card__flag">{t("pricing.recommended")}</p> : null}
      <h3 id={titleId} className="plan-card__term">
        {t(`pricing.term.${term}`)}
      </h3>
      {plan.discount_percent > 0 ? (
        <p className="plan-card__save">
          {t("pricing.save", { percent: formatPercent(plan.discount_percent / 100, language.code) })}
        </p>
      ) : null}
      <p className="plan-card__price">
        <span className="plan-card__amount" data-testid={`plan-${plan.id}-monthly`}>
          {price(plan.money)}
        </span>
        <span className="plan-card__unit">{t("pricing.perMonth")}</span>
      </p>
      {hint ? (
        <p className="plan-card__local" data-testid={`plan-${plan.id}-local`}>
          {t("pricing.localHint.approx", {
            amount: formatPrice(plan.money * hint.rate, hint.currency, language.code),
          })}
        </p>
      ) : null}
      {plan.price_deduction_amount > 0 ? (
        <p className="plan-card__list">
          <s>{t("pricing.listPrice", { amount: price(plan.price_discount_amount) })}</s>
        </p>
      ) : null}
      <p className="plan-card__billed">{t(`pricing.billed.${term}`, { amount: price(plan.price_amount) })}</p>
      <p className="plan-card__renews">
        <RenewalTerms plan={plan} />
      </p>
      <LocalLink
        to={pathTo("/pricing/checkout/:id?", { id: String(plan.id) })}
        className={`button ${plan.recommended ? "button--primary" : "button--secondary"} plan-card__cta`}
        aria-describedby={titleId}
      >
        {t("pricing.cta")}
      </LocalLink>
    </li>
  );
}

/** A trial plan, shown as one line under the cards. */
export function TrialOffer({ plan }: { plan: Plan }) {
  const { t, language } = usePage();
  const price = (amount: number) => formatPrice(amount, plan.currency, language.code);
  return (
    <div className="trial-offer">
      <p>
        <strong>{t("pricing.trial.title", { count: plan.trial_days })}</strong>{" "}
        {t(`pricing.trial.text.${renewalKey(plan.renewal_months)}`, {
          trial: price(plan.trial_price ?? 0),
          count: plan.trial_days,
          amount: price(plan.renewal_amount),
        })}
      </p>
      <LocalLink
        to={pathTo("/pricing/checkout/:id?", { id: String(plan.id) })}
        className="button button--ghost"
      >
        {t("pricing.trial.cta")}
      </LocalLink>
    </div>
  );
}
