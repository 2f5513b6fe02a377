import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  CircleCheck,
  EyeOff,
  Gauge,
  Globe,
  Infinity as InfinityIcon,
  Lock,
  MonitorSmartphone,
  Power,
  ShieldCheck,
  ShieldOff,
  Zap,
} from "lucide-react";
import type { PageLinks } from "../../catalog/page-links";
import { CardGrid } from "../components/card-grid";
import { CtaBand } from "../components/cta-band";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { ProductShot } from "../components/product-shot";
import { Section } from "../components/section";
import { usePage } from "../page-context";

const OVERVIEW_ICONS: Record<string, LucideIcon> = {
  encryption: Lock,
  noLogs: EyeOff,
  killSwitch: ShieldOff,
  ipMasking: ShieldCheck,
  bandwidth: InfinityIcon,
  smartConnect: Power,
};

const DETAIL_ICONS: Record<string, LucideIcon> = {
  privacy: ShieldCheck,
  speed: Gauge,
  devices: MonitorSmartphone,
  freedom: Globe,
};

/** /features: what the product does, a card per feature, then each area explained. */
export function FeaturesPage({ links }: { links: PageLinks }) {
  const { t, messages } = usePage();
  const overview = messageKeys(messages, "features.overview.items").map((id) => ({
    id,
    icon: OVERVIEW_ICONS[id] ?? Zap,
    title: t(`features.overview.items.${id}.title`),
    text: t(`features.overview.items.${id}.text`),
  }));
  const faq = messageKeys(messages, "features.faq.items").map((id) => ({
    question: t(`features.faq.items.${id}.question`),
    answer: t(`features.faq.items.${id}.answer`),
  }));
  return (
    <>
      <Hero
        title={t("features.title")}
        intro={t("features.intro")}
        tone="dark"
        aside={
          <div className="product-duo">
            <ProductShot screen="tv" sizes="(min-width: 961px) 410px, 80vw" priority />
            <ProductShot screen="phone" sizes="(min-width: 961px) 125px, 24vw" />
          </div>
        }
      >
        <div className="hero__actions">
          <LocalLink to="/pricing" className="btn btn-primary btn-large">
            {t("features.ctaPrimary")}
            <Icon icon={ArrowRight} directional />
          </LocalLink>
          <LocalLink to="/download" className="btn btn-secondary btn-large">
            {t("features.ctaSecondary")}
          </LocalLink>
        </div>
      </Hero>
      <Section id="overview" title={t("features.overview.title")} lead={t("features.overview.lead")}>
        <CardGrid items={overview} />
      </Section>
      <Section id="details" title={t("features.details.title")} lead={t("features.details.lead")} tone="soft">
        {messageKeys(messages, "features.details.items").map((id) => (
          <div key={id} className="feature-row">
            <div>
              <h3>
                <Icon icon={DETAIL_ICONS[id] ?? Zap} />
                {t(`features.details.items.${id}.title`)}
              </h3>
              <p>{t(`features.details.items.${id}.text`)}</p>
            </div>
            <ul className="checklist">
              {messageKeys(messages, `features.details.items.${id}.points`).map((p) => (
                <li key={p}>
                  <Icon icon={CircleCheck} />
                  <span>{t(`features.details.items.${id}.points.${p}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {links.googlePlay ? (
          <p className="actions">
            <a className="btn btn-secondary" href={links.googlePlay} rel="noopener">
              {t("features.googlePlay")}
            </a>
          </p>
        ) : null}
      </Section>
      <Section id="faq" title={t("features.faq.title")} align="center">
        <Faq items={faq} />
      </Section>
      <CtaBand
        title={t("features.cta.title")}
        text={t("features.cta.text")}
        primary={{ to: "/pricing", label: t("features.ctaPrimary") }}
        secondary={{ to: "/download", label: t("features.ctaSecondary") }}
      />
    </>
  );
}
