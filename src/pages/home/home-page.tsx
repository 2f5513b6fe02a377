import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  EyeOff,
  Gauge,
  Globe,
  Laptop,
  Lock,
  MapPin,
  Monitor,
  MonitorSmartphone,
  Power,
  RotateCcw,
  Server,
  ShieldCheck,
  Smartphone,
  Tv,
  Wifi,
} from "lucide-react";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import {
  DOWNLOAD_PRODUCT_NAMES,
  DOWNLOAD_PRODUCTS,
  type DownloadProduct,
} from "../../catalog/download-products";
import type { PageLinks } from "../../catalog/page-links";
import {
  regionSlug,
  SERVER_CONTINENT_COUNT,
  SERVER_REGION_IDS,
  SERVER_REGIONS,
} from "../../catalog/server-regions";
import { localizedPath } from "../../i18n/locale-path";
import type { SitePath } from "../../routes/route-paths";
import { pathTo } from "../../routes/route-paths";
import { type ActivePromotion, festivalWindow, promotionText } from "../../shared/promotion";
import { CardGrid } from "../components/card-grid";
import { CtaBand } from "../components/cta-band";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { JsonLd } from "../components/json-ld";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { ProductShot } from "../components/product-shot";
import { Section } from "../components/section";
import { usePage } from "../page-context";
import { IndexPopup } from "./index-popup";
import { PromotionPill } from "./promotion-pill";

const HIGHLIGHT_ICONS: Record<string, LucideIcon> = {
  speed: Gauge,
  privacy: Lock,
  devices: MonitorSmartphone,
  wifi: Wifi,
  streaming: Globe,
  simple: Power,
};

const PLATFORM_ICONS: Record<DownloadProduct, LucideIcon> = {
  windows: Monitor,
  mac: Laptop,
  ios: Smartphone,
  android: Smartphone,
  chrome: Globe,
  "apple-tv": Tv,
  "smart-tv": Tv,
  "samsung-tv": Tv,
  "lg-tv": Tv,
};

/**
 * The trust strip; a stat that counts a catalogue fact carries it (its text has plural forms), and
 * so does a label that counts one (`labelCount`).
 */
const STATS: readonly { id: string; icon: LucideIcon; count?: number; labelCount?: number }[] = [
  { id: "regions", icon: Server, count: SERVER_REGION_IDS.length, labelCount: SERVER_CONTINENT_COUNT },
  { id: "platforms", icon: MonitorSmartphone, count: DOWNLOAD_PRODUCTS.length },
  { id: "noLogs", icon: EyeOff },
  { id: "moneyBack", icon: RotateCcw, count: MONEY_BACK_DAYS },
];

export interface HomePageProps {
  promotion: ActivePromotion;
  links: PageLinks;
  /** The render time (epoch ms): the promotion banner shows only inside its window. */
  now: number;
}

export function HomePage({ promotion, links, now }: HomePageProps) {
  const { t, language, messages, origin } = usePage();
  const festival = festivalWindow(promotion.promotion);
  const highlights = messageKeys(messages, "home.highlights").map((id) => ({
    id,
    icon: HIGHLIGHT_ICONS[id] ?? ShieldCheck,
    title: t(`home.highlights.${id}.title`),
    text: t(`home.highlights.${id}.text`),
  }));
  const faq = messageKeys(messages, "home.faq.items").map((id) => ({
    question: t(`home.faq.items.${id}.question`),
    answer: t(`home.faq.items.${id}.answer`),
  }));
  return (
    <>
      <Hero
        title={t("home.title")}
        intro={t("home.intro")}
        tone="dark"
        before={<PromotionPill promotion={promotion} now={now} />}
        aside={
          <div className="product-duo">
            <ProductShot screen="desktop" sizes="(min-width: 961px) 410px, 80vw" priority />
            <ProductShot screen="phone" sizes="(min-width: 961px) 125px, 24vw" />
          </div>
        }
      >
        <div className="hero__actions">
          <LocalLink to="/pricing" className="btn btn-primary btn-large">
            {t("home.ctaPrimary")}
            <Icon icon={ArrowRight} directional />
          </LocalLink>
          <LocalLink to="/download" className="btn btn-secondary btn-large">
            {t("home.ctaSecondary")}
          </LocalLink>
        </div>
        <ul className="hero__note">
          <li>
            <Icon icon={RotateCcw} />
            {t("home.guarantee", { count: MONEY_BACK_DAYS })}
          </li>
          <li>
            <Icon icon={ShieldCheck} />
            {t("home.noLogsNote")}
          </li>
        </ul>
      </Hero>
      <div className="trust-strip">
        <ul className="container">
          {STATS.map(({ id, icon, count, labelCount }) => (
            <li key={id}>
              <Icon icon={icon} />
              <div>
                <strong>{t(`home.stats.${id}.value`, count === undefined ? undefined : { count })}</strong>
                <span>
                  {t(`home.stats.${id}.label`, labelCount === undefined ? undefined : { count: labelCount })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Section id="highlights" title={t("home.highlightsTitle")} lead={t("home.highlightsLead")}>
        <CardGrid items={highlights} />
      </Section>
      <Section id="platforms" title={t("home.platforms.title")} lead={t("home.platforms.lead")} tone="soft">
        <ul className="platforms">
          {DOWNLOAD_PRODUCTS.map((product) => (
            <li key={product}>
              <LocalLink to={pathTo("/download/:product", { product: product })}>
                <Icon icon={PLATFORM_ICONS[product]} />
                {DOWNLOAD_PRODUCT_NAMES[product]}
              </LocalLink>
            </li>
          ))}
        </ul>
        {links.googlePlay ? (
          <p className="actions platforms__stores">
            <a className="btn btn-secondary" href={links.googlePlay} rel="noopener">
              {t("home.platforms.googlePlay")}
            </a>
          </p>
        ) : null}
      </Section>
      <Section id="locations" title={t("home.locations.title")} lead={t("home.locations.lead")} tone="dark">
        <ul className="locations">
          {SERVER_REGION_IDS.map((region) => (
            <li key={region}>
              <LocalLink to={pathTo("/vpn-server/:region", { region: regionSlug(region) })}>
                <Icon icon={MapPin} />
                {t(`location.countries.${SERVER_REGIONS[region]}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
        <LocalLink to="/vpn-server" className="btn btn-primary">
          {t("home.locations.all")}
          <Icon icon={ArrowRight} directional />
        </LocalLink>
      </Section>
      <Section id="trust" title={t("home.trust.title")} lead={t("home.trust.lead")}>
        <div className="card-grid card-grid--2">
          <TrustPromise id="noLogs" icon={EyeOff} to="/privacy-policy" />
          <TrustPromise id="moneyBack" icon={RotateCcw} to="/pricing" count={MONEY_BACK_DAYS} />
        </div>
      </Section>
      <Section id="faq" title={t("home.faq.title")} tone="soft" align="center">
        <Faq items={faq} />
      </Section>
      <CtaBand
        title={t("home.cta.title")}
        text={t("home.cta.text")}
        primary={{ to: "/pricing", label: t("home.ctaPrimary") }}
        secondary={{ to: "/download", label: t("home.ctaSecondary") }}
      />
      <JsonLd
        data={{
          "@type": "Organization",
          name: t("common.brand"),
          url: `${origin}${localizedPath(language.code, "/")}`,
          logo: `${origin}/favicon.svg`,
          description: t("home.meta.description"),
          ...(links.googlePlay ? { sameAs: [links.googlePlay] } : {}),
        }}
      />
      <IndexPopup
        festival={festival}
        festivalText={festival ? promotionText(promotion.l10n, language.code) : null}
        pricingHref={localizedPath(language.code, "/pricing")}
      />
    </>
  );
}

function TrustPromise({
  id,
  icon,
  to,
  count,
}: {
  id: "noLogs" | "moneyBack";
  icon: LucideIcon;
  to: SitePath;
  /** The catalogue fact a counted title states. */
  count?: number;
}) {
  const { t } = usePage();
  return (
    <div className="promise">
      <span className="icon-tile icon-tile--accent">
        <Icon icon={icon} />
      </span>
      <div>
        <h3>{t(`home.trust.${id}.title`, count === undefined ? undefined : { count })}</h3>
        <p>{t(`home.trust.${id}.text`)}</p>
        <p>
          <LocalLink to={to}>{t(`home.trust.${id}.link`)}</LocalLink>
        </p>
      </div>
    </div>
  );
}
