import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS } from "../../catalog/social-platforms";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { usePage } from "../page-context";

/** /vpn-for-social-media: why a VPN helps on social apps, and one card per network. */
export function SocialListPage() {
  const { t, messages } = usePage();
  return (
    <>
      <Hero title={t("vpn-for-social-media.title")} intro={t("vpn-for-social-media.intro")} />
      <section className="section" aria-labelledby="networks-title">
        <div className="container">
          <h2 className="section-title" id="networks-title">
            {t("vpn-for-social-media.networksTitle")}
          </h2>
          <ul className="card-grid">
            {SOCIAL_PLATFORM_IDS.map((id) => (
              <li key={id} className="card">
                <h3>{SOCIAL_PLATFORMS[id]}</h3>
                <p>{t(`vpn-for-social-media.networks.${id}`)}</p>
                <LocalLink to={`/vpn-for-social-media/${id}`}>
                  {t("vpn-for-social-media.cardLink", { platform: SOCIAL_PLATFORMS[id] })}
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="why-title">
        <div className="container">
          <h2 className="section-title" id="why-title">
            {t("vpn-for-social-media.whyTitle")}
          </h2>
          <ul className="card-grid">
            {messageKeys(messages, "vpn-for-social-media.why").map((item) => (
              <li key={item} className="card">
                <h3>{t(`vpn-for-social-media.why.${item}.title`)}</h3>
                <p>{t(`vpn-for-social-media.why.${item}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="limits-title">
        <div className="container prose">
          <h2 className="section-title" id="limits-title">
            {t("vpn-for-social-media.limitsTitle")}
          </h2>
          <p>{t("vpn-for-social-media.limits")}</p>
        </div>
      </section>
      <Faq title={t("vpn-for-social-media.faqTitle")} path="vpn-for-social-media.faq" />
    </>
  );
}
