import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS } from "../../catalog/social-platforms";
import { pathTo } from "../../routes/route-paths";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";

/** /vpn-for-social-media: why a VPN helps on social apps, and one card per network. */
export function SocialListPage() {
  const { t, messages } = usePage();
  return (
    <>
      <Hero title={t("vpn-for-social-media.title")} intro={t("vpn-for-social-media.intro")} />
      <Section id="networks" title={t("vpn-for-social-media.networksTitle")}>
        <ul className="card-grid">
          {SOCIAL_PLATFORM_IDS.map((id) => (
            <li key={id} className="card network-card">
              <h3>{SOCIAL_PLATFORMS[id]}</h3>
              <p>{t(`vpn-for-social-media.networks.${id}`)}</p>
              <LocalLink to={pathTo("/vpn-for-social-media/:id", { id: id })}>
                {t("vpn-for-social-media.cardLink", { platform: SOCIAL_PLATFORMS[id] })}
              </LocalLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why" title={t("vpn-for-social-media.whyTitle")} tone="soft">
        <ul className="card-grid">
          {messageKeys(messages, "vpn-for-social-media.why").map((item) => (
            <li key={item} className="card">
              <h3>{t(`vpn-for-social-media.why.${item}.title`)}</h3>
              <p>{t(`vpn-for-social-media.why.${item}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="limits" title={t("vpn-for-social-media.limitsTitle")}>
        <div className="prose">
          <p>{t("vpn-for-social-media.limits")}</p>
        </div>
      </Section>
      <Section id="faq" title={t("vpn-for-social-media.faqTitle")} tone="soft">
        <Faq items={faqItems(t, messages, "vpn-for-social-media.faq")} />
      </Section>
    </>
  );
}
