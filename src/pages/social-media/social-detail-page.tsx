import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS, type SocialPlatform } from "../../catalog/social-platforms";
import { pathTo } from "../../routes/route-paths";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";

export interface SocialDetailPageProps {
  platform: SocialPlatform;
  /** The network's own security settings, from the page's link file; absent when it failed to load. */
  link: string | undefined;
}

/** /vpn-for-social-media/{id}: concrete advice for one network. */
export function SocialDetailPage({ platform, link }: SocialDetailPageProps) {
  const { t, messages } = usePage();
  const name = SOCIAL_PLATFORMS[platform];
  const vars = { platform: name };
  const base = `vpn-for-social-media-detail.platforms.${platform}`;
  return (
    <>
      <Hero
        title={t("vpn-for-social-media-detail.title", vars)}
        intro={t(`${base}.intro`)}
        before={
          <Breadcrumbs
            items={[
              { label: t("common.home"), to: "/" },
              { label: t("footer.links.socialMedia"), to: "/vpn-for-social-media" },
              { label: name, to: pathTo("/vpn-for-social-media/:id", { id: platform }) },
            ]}
          />
        }
      >
        <div className="hero__actions">
          <LocalLink to="/pricing" className="btn btn-primary btn-large">
            {t("vpn-for-social-media-detail.cta")}
          </LocalLink>
          <LocalLink to="/download" className="btn btn-secondary btn-large">
            {t("vpn-for-social-media-detail.download")}
          </LocalLink>
        </div>
      </Hero>
      <Section id="tips" title={t("vpn-for-social-media-detail.tipsTitle", vars)}>
        <ul className="card-grid">
          {messageKeys(messages, `${base}.tips`).map((tip) => (
            <li key={tip} className="card">
              <h3>{t(`${base}.tips.${tip}.title`)}</h3>
              <p>{t(`${base}.tips.${tip}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="care" title={t("vpn-for-social-media-detail.careTitle")} tone="soft">
        <div className="prose">
          <p>{t(`${base}.care`)}</p>
          {link ? (
            <p>
              <a href={link} rel="noopener">
                {t("vpn-for-social-media-detail.securityLink", vars)}
              </a>
            </p>
          ) : null}
        </div>
      </Section>
      <Section id="setup" title={t("vpn-for-social-media-detail.setupTitle")}>
        <ol className="numbered-list prose">
          {messageKeys(messages, "vpn-for-social-media-detail.setup").map((step) => (
            <li key={step}>{t(`vpn-for-social-media-detail.setup.${step}`, vars)}</li>
          ))}
        </ol>
      </Section>
      <Section id="faq" title={t("vpn-for-social-media-detail.faqTitle", vars)} tone="soft">
        <Faq items={faqItems(t, messages, `${base}.faq`)} />
      </Section>
      <Section id="others" title={t("vpn-for-social-media-detail.othersTitle")}>
        <ul className="chip-list">
          {SOCIAL_PLATFORM_IDS.filter((id) => id !== platform).map((id) => (
            <li key={id}>
              <LocalLink to={pathTo("/vpn-for-social-media/:id", { id: id })}>
                {SOCIAL_PLATFORMS[id]}
              </LocalLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
