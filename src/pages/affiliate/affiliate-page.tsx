import { ArrowRight, CircleCheck, Coins, HeartHandshake, Timer } from "lucide-react";
import {
  AFFILIATE_COMMISSION,
  AFFILIATE_NETWORKS,
  AFFILIATE_REVIEW_BUSINESS_DAYS,
  SECONDS_PER_DAY,
} from "../../catalog/affiliate-programme";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { formatDays, formatPercent, formatPrice } from "../../i18n/format";
import { LOCALES } from "../../i18n/languages";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CardGrid } from "../components/card-grid";
import { CtaBand } from "../components/cta-band";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { Section } from "../components/section";
import { usePage } from "../page-context";

const BENEFITS = [
  { id: "commission", icon: Coins },
  { id: "window", icon: Timer },
  { id: "support", icon: HeartHandshake },
] as const;
const STEPS = ["apply", "share", "earn"] as const;
/** What a step's text counts: applying states the review time; the others count nothing. */
const STEP_COUNTS: Partial<Record<(typeof STEPS)[number], number>> = {
  apply: AFFILIATE_REVIEW_BUSINESS_DAYS,
};
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
    // Counted in the one benefit that names it; a message without plural forms ignores it.
    count: LOCALES.length,
  };
  return (
    <>
      <Hero
        title={t("affiliate.title")}
        intro={t("affiliate.intro", vars)}
        tone="dark"
        before={
          <Breadcrumbs items={[{ label: t("common.home"), to: "/" }, { label: t("affiliate.meta.title") }]} />
        }
      >
        <div className="hero__actions">
          <LocalLink to={APPLY_PATH} className="btn btn-primary btn-large">
            {t("affiliate.apply")}
            <Icon icon={ArrowRight} directional />
          </LocalLink>
          <a href="#tracking" className="btn btn-secondary btn-large">
            {t("affiliate.trackingLink")}
          </a>
        </div>
      </Hero>
      <Section id="benefits" title={t("affiliate.benefits.title")}>
        <CardGrid
          accent
          items={BENEFITS.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`affiliate.benefits.items.${id}.title`, vars),
            text: t(`affiliate.benefits.items.${id}.text`, vars),
          }))}
        />
      </Section>
      <Section id="steps" tone="soft" title={t("affiliate.steps.title")}>
        <ol className="steps">
          {STEPS.map((id) => (
            <li key={id}>
              <h3>{t(`affiliate.steps.items.${id}.title`)}</h3>
              <p>
                {t(`affiliate.steps.items.${id}.text`, { ...vars, count: STEP_COUNTS[id] ?? vars.count })}
              </p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="commission" title={t("affiliate.commission.title")} lead={t("affiliate.commission.intro")}>
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
      </Section>
      <Section
        id="tracking"
        tone="soft"
        title={t("affiliate.tracking.title")}
        lead={t("affiliate.tracking.intro")}
      >
        {/* Focusable, so a keyboard can scroll the table on a narrow screen. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="table-scroll" aria-label={t("affiliate.tracking.caption")} tabIndex={0}>
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
        </section>
        <ul className="checklist">
          {TRACKING_NOTES.map((id) => (
            <li key={id}>
              <Icon icon={CircleCheck} />
              <span>{t(`affiliate.tracking.notes.${id}`, vars)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="terms" title={t("affiliate.terms.title")} lead={t("affiliate.terms.intro")}>
        <ul className="terms-list">
          {TERMS.map((id) => (
            <li key={id}>{t(`affiliate.terms.items.${id}`, vars)}</li>
          ))}
        </ul>
      </Section>
      <CtaBand
        id="affiliate-cta"
        title={t("affiliate.cta.title")}
        text={t("affiliate.cta.text")}
        primary={{ to: APPLY_PATH, label: t("affiliate.apply") }}
      />
    </>
  );
}
