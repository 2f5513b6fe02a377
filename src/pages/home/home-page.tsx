import { localizedPath } from "../../i18n/locale-path";
import { type ActivePromotion, festivalWindow, promotionText } from "../../shared/promotion";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";
import { IndexPopup } from "./index-popup";

const HIGHLIGHTS = ["speed", "privacy", "devices"] as const;

export function HomePage({ promotion }: { promotion: ActivePromotion }) {
  const { t, language } = usePage();
  const festival = festivalWindow(promotion.promotion);
  return (
    <>
      <Hero title={t("home.title")} intro={t("home.intro")} tone="dark">
        <div className="hero__actions">
          <LocalLink to="/pricing" className="button button--primary button--large">
            {t("home.ctaPrimary")}
          </LocalLink>
          <LocalLink to="/download" className="button button--ghost button--large">
            {t("home.ctaSecondary")}
          </LocalLink>
        </div>
        <p className="hero__note">{t("home.guarantee")}</p>
      </Hero>
      <section className="section">
        <div className="container">
          <h2 className="section__title">{t("home.highlightsTitle")}</h2>
          <ul className="card-grid">
            {HIGHLIGHTS.map((id) => (
              <li key={id} className="card">
                <h3>{t(`home.highlights.${id}.title`)}</h3>
                <p>{t(`home.highlights.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <IndexPopup
        festival={festival}
        festivalText={festival ? promotionText(promotion.l10n, language.code) : null}
        pricingHref={localizedPath(language.code, "/pricing")}
      />
    </>
  );
}
