import { Download, Mail, Newspaper } from "lucide-react";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { BRAND_COLOURS, BRAND_LOGOS, COMPANY_EMAILS, PRESS_REPLY_BUSINESS_DAYS } from "../../catalog/company";
import { DOWNLOAD_PRODUCTS } from "../../catalog/download-products";
import { PRESS_RELEASES, type PressRelease } from "../../catalog/press-releases";
import { SERVER_CONTINENT_COUNT, SERVER_REGION_IDS } from "../../catalog/server-regions";
import { formatDate } from "../../i18n/format";
import { LOCALES } from "../../i18n/languages";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { Section } from "../components/section";
import { usePage } from "../page-context";

export function PressRoomPage() {
  const { t, language } = usePage();
  // Facts quoted in the releases and the boilerplate, counted from the catalog.
  const facts = {
    regions: SERVER_REGION_IDS.length,
    continents: SERVER_CONTINENT_COUNT,
    platforms: DOWNLOAD_PRODUCTS.length,
    languages: LOCALES.length,
    days: MONEY_BACK_DAYS,
  };
  const headline = ({ id, counts, phrases }: Omit<PressRelease, "date">) => {
    const key = `press-room.releases.items.${id}`;
    if (!counts) return t(`${key}.title`);
    const embedded = Object.entries(phrases ?? {}).map(
      ([name, fact]) => [name, t(`${key}.${name}`, { count: facts[fact] })] as const,
    );
    return t(`${key}.title`, { count: facts[counts], ...Object.fromEntries(embedded) });
  };
  const boilerplate = (part: string, count: number) =>
    t(`press-room.mediaKit.boilerplate.${part}`, { count });
  return (
    <>
      <Hero
        title={t("press-room.title")}
        intro={t("press-room.intro")}
        tone="dark"
        before={
          <Breadcrumbs
            items={[{ label: t("common.home"), to: "/" }, { label: t("press-room.meta.title") }]}
          />
        }
      >
        <div className="hero__actions">
          <a href="#media-kit" className="btn btn-primary btn-large">
            <Icon icon={Download} />
            {t("press-room.actions.mediaKit")}
          </a>
          <a href="#press-contact" className="btn btn-secondary btn-large">
            <Icon icon={Mail} />
            {t("press-room.actions.contact")}
          </a>
        </div>
      </Hero>
      <Section id="releases" title={t("press-room.releases.title")}>
        <ol className="release-list">
          {PRESS_RELEASES.map(({ id, date, counts, phrases }) => (
            <li key={id}>
              <article className="card release" aria-labelledby={`release-${id}`}>
                <p className="release__date">
                  <Icon icon={Newspaper} size={18} />
                  <time dateTime={date}>{formatDate(new Date(`${date}T12:00:00Z`), language.code)}</time>
                </p>
                <h3 id={`release-${id}`}>{headline({ id, counts, phrases })}</h3>
                <p>{t(`press-room.releases.items.${id}.summary`)}</p>
                <p>{t(`press-room.releases.items.${id}.detail`)}</p>
              </article>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        id="media-kit"
        tone="soft"
        title={t("press-room.mediaKit.title")}
        lead={t("press-room.mediaKit.intro")}
      >
        <div className="media-kit">
          <div className="card">
            <h3>{t("press-room.mediaKit.logos.title")}</h3>
            <p>{t("press-room.mediaKit.logos.text")}</p>
            <ul className="logo-downloads">
              {BRAND_LOGOS.map((logo) => (
                <li key={logo.id} className={`logo-downloads__item logo-downloads__item--${logo.id}`}>
                  <img src={logo.path} alt="" width="200" height="48" />
                  <a href={logo.path} download="">
                    <Icon icon={Download} size={18} />
                    {t(`press-room.mediaKit.logos.${logo.id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{t("press-room.mediaKit.colours.title")}</h3>
            <ul className="swatches">
              {BRAND_COLOURS.map((colour) => (
                <li key={colour.id} className="swatches__item">
                  <span className={`swatches__chip swatches__chip--${colour.id}`} aria-hidden="true" />
                  <span>
                    {t(`press-room.mediaKit.colours.${colour.id}`)}
                    <code>{colour.hex}</code>
                  </span>
                </li>
              ))}
            </ul>
            <h3>{t("press-room.mediaKit.naming.title")}</h3>
            <p>{t("press-room.mediaKit.naming.text")}</p>
          </div>
        </div>
        <div className="card boilerplate">
          <h3>{t("press-room.mediaKit.boilerplate.title")}</h3>
          <p>
            {t("press-room.mediaKit.boilerplate.text", {
              servers: boilerplate("servers", facts.regions),
              apps: boilerplate("apps", facts.platforms),
              guarantee: boilerplate("guarantee", facts.days),
            })}
          </p>
        </div>
      </Section>
      <section id="press-contact" className="section" aria-labelledby="press-contact-title">
        <div className="container press-contact">
          <div>
            <h2 id="press-contact-title" className="section-title">
              {t("press-room.contact.title")}
            </h2>
            <p className="lead">{t("press-room.contact.text")}</p>
          </div>
          <div className="card press-contact__card">
            <p className="press-contact__label">{t("press-room.contact.emailLabel")}</p>
            <p className="press-contact__email">
              <a href={`mailto:${COMPANY_EMAILS.press}`}>{COMPANY_EMAILS.press}</a>
            </p>
            <p>{t("press-room.contact.response", { count: PRESS_REPLY_BUSINESS_DAYS })}</p>
          </div>
        </div>
      </section>
    </>
  );
}
