import { DEVICE_LIMIT, MONEY_BACK_DAYS } from "../../catalog/billing";
import { SERVER_REGION_IDS } from "../../catalog/server-regions";
import { formatDate, formatPercent } from "../../i18n/format";
import type { LocalHint } from "../../pricing/local-hint";
import type { Offer } from "../../pricing/offer";
import { Hero } from "../components/hero";
import { ProductShot } from "../components/product-shot";
import { usePage } from "../page-context";
import { PlanCard, TrialOffer } from "./plan-card";

/** What every plan includes; a line that counts a catalogue fact carries it. */
const INCLUDED: readonly { id: string; count?: number }[] = [
  { id: "servers", count: SERVER_REGION_IDS.length },
  { id: "devices", count: DEVICE_LIMIT },
  { id: "logs" },
  { id: "support" },
];

/**
 * /pricing: a content page (no script). Its HTML depends only on the URL and the currency
 * country, so the edge may cache one copy per currency.
 */
export function PricingPage({ offer, hint }: { offer: Offer | null; hint: LocalHint | null }) {
  const { t, language } = usePage();
  const plans = offer?.plans.filter((plan) => plan.trial_days === 0) ?? [];
  const trial = offer?.plans.find((plan) => plan.trial_days > 0);
  return (
    <>
      <Hero
        title={t("pricing.title")}
        intro={t("pricing.intro", { count: MONEY_BACK_DAYS })}
        eyebrow={
          offer
            ? t("pricing.upTo", { percent: formatPercent(offer.highestDiscount / 100, language.code) })
            : undefined
        }
      />
      <section className="section pricing" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title" className="section__title">
            {t("pricing.plansTitle")}
          </h2>
          {offer ? (
            <>
              {!offer.localized ? (
                <p className="pricing__notice" role="note">
                  {t("pricing.fallbackNote")}
                </p>
              ) : null}
              <ul className="plan-grid" data-currency={offer.currency}>
                {plans.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} hint={hint} />
                ))}
              </ul>
              {trial ? <TrialOffer plan={trial} /> : null}
              <p className="pricing__currency muted">
                {t("pricing.currencyNote", { currency: offer.currency })}
                {hint ? (
                  <>
                    {" "}
                    {t("pricing.localHint.note", {
                      date: formatDate(Date.parse(`${hint.date}T12:00:00Z`), language.code),
                    })}
                  </>
                ) : null}
              </p>
            </>
          ) : (
            <p className="pricing__notice" role="alert">
              {t("pricing.unavailable")}
            </p>
          )}
        </div>
      </section>
      <section className="section pricing-trust" aria-labelledby="guarantee-title">
        <div className="container pricing-trust__inner">
          <div className="guarantee">
            <h2 id="guarantee-title">{t("pricing.guarantee.title", { count: MONEY_BACK_DAYS })}</h2>
            <p>{t("pricing.guarantee.text", { count: MONEY_BACK_DAYS })}</p>
            <p>{t("pricing.cancel")}</p>
          </div>
          <div>
            <h2>{t("pricing.included.title")}</h2>
            <ul className="pricing-included">
              {INCLUDED.map(({ id, count }) => (
                <li key={id}>{t(`pricing.included.${id}`, count === undefined ? undefined : { count })}</li>
              ))}
            </ul>
          </div>
          <div className="product-duo pricing-trust__shots">
            <ProductShot screen="desktop" sizes="(min-width: 1024px) 320px, 78vw" />
            <ProductShot screen="phone" sizes="(min-width: 1024px) 100px, 22vw" />
          </div>
        </div>
      </section>
    </>
  );
}
