import { MONEY_BACK_DAYS } from "../../catalog/company";
import { DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { SERVER_REGION_IDS } from "../../catalog/server-regions";
import { formatNumber } from "../../i18n/format";
import { LOCALES } from "../../i18n/languages";
import { CtaBand } from "../components/cta-band";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

const PRINCIPLES = ["noLogs", "minimalData", "encryption", "honestPricing"] as const;
const TEAMS = ["network", "apps", "support", "privacy"] as const;

/** Product-level facts, each counted from the catalog that drives the site itself. */
const NUMBERS = [
  { id: "regions", value: SERVER_REGION_IDS.length },
  { id: "platforms", value: DOWNLOAD_PRODUCTS.length },
  { id: "languages", value: LOCALES.length },
  { id: "guarantee", value: MONEY_BACK_DAYS },
] as const;

export function AboutUsPage() {
  const { t, language } = usePage();
  return (
    <>
      <Hero eyebrow={t("aboutus.eyebrow")} title={t("aboutus.title")} intro={t("aboutus.intro")} />
      <section className="section" aria-labelledby="about-story">
        <div className="container about-story">
          <div className="prose">
            <h2 id="about-story" className="section-title">
              {t("aboutus.story.title")}
            </h2>
            <p>{t("aboutus.story.p1")}</p>
            <p>{t("aboutus.story.p2")}</p>
          </div>
          <div className="card about-mission">
            <h3>{t("aboutus.mission.title")}</h3>
            <p className="lead">{t("aboutus.mission.text")}</p>
          </div>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="about-principles">
        <div className="container">
          <h2 id="about-principles" className="section-title">
            {t("aboutus.principles.title")}
          </h2>
          <p className="lead">{t("aboutus.principles.intro")}</p>
          <ul className="card-grid">
            {PRINCIPLES.map((id) => (
              <li key={id} className="card">
                <h3>{t(`aboutus.principles.items.${id}.title`)}</h3>
                <p>{t(`aboutus.principles.items.${id}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="about-principles__more">
            <LocalLink to="/privacy-policy">{t("aboutus.principles.policyLink")}</LocalLink>
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="about-numbers">
        <div className="container">
          <h2 id="about-numbers" className="section-title">
            {t("aboutus.numbers.title")}
          </h2>
          <dl className="stat-list">
            {NUMBERS.map(({ id, value }) => (
              <div key={id} className="stat-list__item">
                <dt>{t(`aboutus.numbers.items.${id}`)}</dt>
                <dd>{formatNumber(value, language.code)}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">{t("aboutus.numbers.note")}</p>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="about-team">
        <div className="container">
          <h2 id="about-team" className="section-title">
            {t("aboutus.team.title")}
          </h2>
          <p className="lead">{t("aboutus.team.intro")}</p>
          <ul className="card-grid">
            {TEAMS.map((id) => (
              <li key={id} className="card">
                <h3>{t(`aboutus.team.items.${id}.title`)}</h3>
                <p>{t(`aboutus.team.items.${id}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="about-team__where">{t("aboutus.team.where")}</p>
        </div>
      </section>
      <CtaBand id="about-cta" title={t("aboutus.cta.title")} text={t("aboutus.cta.text")}>
        <LocalLink to="/pricing" className="btn btn-primary">
          {t("aboutus.cta.primary")}
        </LocalLink>
        <LocalLink to="/contact-us" className="btn btn-secondary">
          {t("aboutus.cta.secondary")}
        </LocalLink>
      </CtaBand>
    </>
  );
}
