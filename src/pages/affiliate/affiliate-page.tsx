import { AFFILIATE_COMMISSION, AFFILIATE_NETWORKS, SECONDS_PER_DAY } from "../../catalog/affiliate-programme";
import { MONEY_BACK_DAYS } from "../../catalog/company";
import { formatDays, formatPercent, formatPrice } from "../../i18n/format";
import { LOCALES } from "../../i18n/languages";
import { CtaBand } from "../components/cta-band";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

const BENEFITS = ["commission", "window", "support"] as const;
const STEPS = ["apply", "share", "earn"] as const;
const TRACKING_NOTES = ["lastClick", "campaign", "firstParty"] as const;
const TERMS = ["brandBidding", "coupons", "spam", "selfReferral", "refunds", "disclosure"] as const;

/** Where the sign-up goes: the contact form with the affiliate topic chosen. */
const APPLY_PATH = "/contact-us?topic=affiliate";

export function AffiliatePage() {
  const { t, language } = usePage();
  const days = (seconds: number | undefined) =>
    formatDays(Math.round((seconds ?? 0) / SECONDS_PER_DAY), language.code);
  const lifetimes = AFFILIATE_NETWORKS.flatMap((n) => n.cookies.map((c) => c.maxAge ?? 0));
  const vars = {
    firstPayment: formatPercent(AFFILIATE_COMMISSION.firstPayment, language.code),
    renewals: formatPercent(AFFILIATE_COMMISSION.renewals, language.code),
    minimumPayout: formatPrice(
      AFFILIATE_COMMISSION.minimumPayout.amount,
      AFFILIATE_COMMISSION.minimumPayout.currency,
      language.code,
    ),
    shortest: days(Math.min(...lifetimes)),
    longest: days(Math.max(...lifetimes)),
    refundDays: formatDays(MONEY_BACK_DAYS, language.code),
    languages: LOCALES.length,
  };
  return (
    <>
      <Hero
        eyebrow={t("affiliate.eyebrow")}
        title={t("affiliate.title")}
        intro={t("affiliate.intro", vars)}
        tone="dark"
      >
        <div className="hero__actions">
          <LocalLink to={APPLY_PATH} className="btn btn-primary">
            {t("affiliate.apply")}
          </LocalLink>
          <a href="#tracking" className="btn btn-secondary">
            {t("affiliate.trackingLink")}
          </a>
        </div>
      </Hero>
      <section className="section" aria-labelledby="affiliate-benefits">
        <div className="container">
          <h2 id="affiliate-benefits" className="section-title">
            {t("affiliate.benefits.title")}
          </h2>
          <ul className="card-grid">
            {BENEFITS.map((id) => (
              <li key={id} className="card">
                <h3>{t(`affiliate.benefits.items.${id}.title`, vars)}</h3>
                <p>{t(`affiliate.benefits.items.${id}.text`, vars)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="affiliate-steps">
        <div className="container">
          <h2 id="affiliate-steps" className="section-title">
            {t("affiliate.steps.title")}
          </h2>
          <ol className="steps">
            {STEPS.map((id) => (
              <li key={id} className="steps__item">
                <h3>{t(`affiliate.steps.items.${id}.title`)}</h3>
                <p>{t(`affiliate.steps.items.${id}.text`, vars)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="affiliate-commission">
        <div className="container">
          <h2 id="affiliate-commission" className="section-title">
            {t("affiliate.commission.title")}
          </h2>
          <p className="lead">{t("affiliate.commission.intro")}</p>
          <dl className="stat-list">
            <div className="stat-list__item">
              <dt>{t("affiliate.commission.firstPayment")}</dt>
              <dd>{vars.firstPayment}</dd>
            </div>
            <div className="stat-list__item">
              <dt>{t("affiliate.commission.renewals")}</dt>
              <dd>{vars.renewals}</dd>
            </div>
            <div className="stat-list__item">
              <dt>{t("affiliate.commission.minimumPayout")}</dt>
              <dd>{vars.minimumPayout}</dd>
            </div>
          </dl>
          <p className="muted">{t("affiliate.commission.payout", vars)}</p>
        </div>
      </section>
      <section id="tracking" className="section section--soft" aria-labelledby="affiliate-tracking">
        <div className="container">
          <h2 id="affiliate-tracking" className="section-title">
            {t("affiliate.tracking.title")}
          </h2>
          <p className="lead">{t("affiliate.tracking.intro")}</p>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">{t("affiliate.tracking.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("affiliate.tracking.columns.network")}</th>
                  <th scope="col">{t("affiliate.tracking.columns.param")}</th>
                  <th scope="col">{t("affiliate.tracking.columns.cookie")}</th>
                  <th scope="col">{t("affiliate.tracking.columns.lifetime")}</th>
                </tr>
              </thead>
              <tbody>
                {AFFILIATE_NETWORKS.flatMap((network) =>
                  network.cookies.map((cookie, index) => (
                    <tr key={cookie.name}>
                      {index === 0 ? (
                        <>
                          <th scope="row" rowSpan={network.cookies.length}>
                            {t(`affiliate.tracking.networks.${network.type}`)}
                          </th>
                          <td rowSpan={network.cookies.length}>
                            <code>{network.param}</code>
                          </td>
                        </>
                      ) : null}
                      <td>
                        <code>{cookie.name}</code>
                      </td>
                      <td>{days(cookie.maxAge)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          <ul className="check-list tracking-notes">
            {TRACKING_NOTES.map((id) => (
              <li key={id}>{t(`affiliate.tracking.notes.${id}`, vars)}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="affiliate-terms">
        <div className="container prose">
          <h2 id="affiliate-terms" className="section-title">
            {t("affiliate.terms.title")}
          </h2>
          <p>{t("affiliate.terms.intro")}</p>
          <ul>
            {TERMS.map((id) => (
              <li key={id}>{t(`affiliate.terms.items.${id}`, vars)}</li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand id="affiliate-cta" title={t("affiliate.cta.title")} text={t("affiliate.cta.text")}>
        <LocalLink to={APPLY_PATH} className="btn btn-primary">
          {t("affiliate.apply")}
        </LocalLink>
      </CtaBand>
    </>
  );
}
