import { ArrowRight, EyeOff, Headphones, Lock, Server, ShieldCheck, Smartphone, Wallet } from "lucide-react";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { SERVER_REGION_IDS } from "../../catalog/server-regions";
import { formatNumber } from "../../i18n/format";
import { LOCALES } from "../../i18n/languages";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CardGrid } from "../components/card-grid";
import { CtaBand } from "../components/cta-band";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { Section } from "../components/section";
import { SellerIdentity } from "../components/seller-identity";
import { usePage } from "../page-context";

const PRINCIPLES = [
  { id: "noLogs", icon: EyeOff },
  { id: "minimalData", icon: Wallet },
  { id: "encryption", icon: Lock },
  { id: "honestPricing", icon: ShieldCheck },
] as const;

const TEAMS = [
  { id: "network", icon: Server },
  { id: "apps", icon: Smartphone },
  { id: "support", icon: Headphones },
  { id: "privacy", icon: ShieldCheck },
] as const;

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
      <Hero
        title={t("aboutus.title")}
        intro={t("aboutus.intro")}
        before={
          <Breadcrumbs items={[{ label: t("common.home"), to: "/" }, { label: t("aboutus.meta.title") }]} />
        }
      />
      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div className="about-story__text">
            <h2 id="story-title" className="section-title">
              {t("aboutus.story.title")}
            </h2>
            <p>{t("aboutus.story.p1")}</p>
            <p>{t("aboutus.story.p2")}</p>
          </div>
          <div className="card about-mission">
            <h3>{t("aboutus.mission.title")}</h3>
            <p>{t("aboutus.mission.text")}</p>
          </div>
        </div>
      </section>
      <Section
        id="principles"
        tone="soft"
        title={t("aboutus.principles.title")}
        lead={t("aboutus.principles.intro")}
      >
        <CardGrid
          accent
          columns={2}
          items={PRINCIPLES.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`aboutus.principles.items.${id}.title`),
            text: t(`aboutus.principles.items.${id}.text`),
          }))}
        />
        <p className="company-more">
          <LocalLink to="/privacy-policy">
            {t("aboutus.principles.policyLink")}
            <Icon icon={ArrowRight} size={18} directional />
          </LocalLink>
        </p>
      </Section>
      <Section id="numbers" title={t("aboutus.numbers.title")}>
        <dl className="stat-list">
          {NUMBERS.map(({ id, value }) => (
            <div key={id} className="stat-list__item">
              <dt>{t(`aboutus.numbers.items.${id}`)}</dt>
              <dd>{formatNumber(value, language.code)}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">{t("aboutus.numbers.note")}</p>
      </Section>
      <Section id="team" tone="soft" title={t("aboutus.team.title")} lead={t("aboutus.team.intro")}>
        <CardGrid
          columns={2}
          items={TEAMS.map(({ id, icon }) => ({
            id,
            icon,
            title: t(`aboutus.team.items.${id}.title`),
            text: t(`aboutus.team.items.${id}.text`),
          }))}
        />
        <p className="company-more">{t("aboutus.team.where")}</p>
      </Section>
      <Section id="seller" title={t("footer.seller.title")}>
        <SellerIdentity variant="block" />
      </Section>
      <CtaBand
        id="about-cta"
        title={t("aboutus.cta.title")}
        text={t("aboutus.cta.text")}
        primary={{ to: "/pricing", label: t("aboutus.cta.primary") }}
        secondary={{ to: "/contact-us", label: t("aboutus.cta.secondary") }}
      />
    </>
  );
}
