import type { PageLink } from "../../catalog/page-links/page-links";
import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS, type SocialPlatform } from "../../catalog/social-platforms";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { usePage } from "../page-context";

export interface SocialDetailPageProps {
  platform: SocialPlatform;
  /** The network's own security settings, from the page's link file; absent when it failed to load. */
  link: PageLink | undefined;
}

/** /vpn-for-social-media/{id}: concrete advice for one network. */
export function SocialDetailPage({ platform, link }: SocialDetailPageProps) {
  const { t, messages } = usePage();
  const name = SOCIAL_PLATFORMS[platform];
  const vars = { platform: name };
  const base = `vpn-for-social-media-detail.platforms.${platform}`;
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: t("common.breadcrumbs.home"), path: "/" },
          { name: t("footer.links.socialMedia"), path: "/vpn-for-social-media" },
          { name, path: `/vpn-for-social-media/${platform}` },
        ]}
      />
      <Hero title={t("vpn-for-social-media-detail.title", vars)} intro={t(`${base}.intro`)}>
        <div className="hero__actions">
          <LocalLink to="/pricing" className="btn btn-primary">
            {t("vpn-for-social-media-detail.cta")}
          </LocalLink>
          <LocalLink to="/download" className="btn btn-secondary">
            {t("vpn-for-social-media-detail.download")}
          </LocalLink>
        </div>
      </Hero>
      <section className="section" aria-labelledby="tips-title">
        <div className="container">
          <h2 className="section-title" id="tips-title">
            {t("vpn-for-social-media-detail.tipsTitle", vars)}
          </h2>
          <ul className="card-grid">
            {messageKeys(messages, `${base}.tips`).map((tip) => (
              <li key={tip} className="card">
                <h3>{t(`${base}.tips.${tip}.title`)}</h3>
                <p>{t(`${base}.tips.${tip}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="care-title">
        <div className="container prose">
          <h2 className="section-title" id="care-title">
            {t("vpn-for-social-media-detail.careTitle")}
          </h2>
          <p>{t(`${base}.care`)}</p>
          {link ? (
            <p>
              <a href={link.href} rel="noopener">
                {t("vpn-for-social-media-detail.securityLink", vars)}
              </a>
            </p>
          ) : null}
        </div>
      </section>
      <section className="section" aria-labelledby="setup-title">
        <div className="container prose">
          <h2 className="section-title" id="setup-title">
            {t("vpn-for-social-media-detail.setupTitle")}
          </h2>
          <ol className="steps">
            {messageKeys(messages, "vpn-for-social-media-detail.setup").map((step) => (
              <li key={step}>{t(`vpn-for-social-media-detail.setup.${step}`, vars)}</li>
            ))}
          </ol>
        </div>
      </section>
      <Faq title={t("vpn-for-social-media-detail.faqTitle", vars)} path={`${base}.faq`} />
      <section className="section section--soft" aria-labelledby="others-title">
        <div className="container">
          <h2 className="section-title" id="others-title">
            {t("vpn-for-social-media-detail.othersTitle")}
          </h2>
          <ul className="chip-list">
            {SOCIAL_PLATFORM_IDS.filter((id) => id !== platform).map((id) => (
              <li key={id}>
                <LocalLink to={`/vpn-for-social-media/${id}`}>{SOCIAL_PLATFORMS[id]}</LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
