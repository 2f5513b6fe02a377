import { ArrowRight } from "lucide-react";
import { regionSlug, SERVER_REGION_AREAS, SERVER_REGIONS } from "../../catalog/server-regions";
import { pathTo } from "../../routes/route-paths";
import { CountryFlag } from "../components/country-flag";
import { CtaBand } from "../components/cta-band";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";

/** /vpn-server: the 14 server countries by part of the world, each with its flag and cities. */
export function ServerListPage() {
  const { t, messages } = usePage();
  return (
    <>
      <Hero title={t("vpn-server.title")} intro={t("vpn-server.intro")} />
      {Object.entries(SERVER_REGION_AREAS).map(([area, regions]) => (
        <Section key={area} id={`area-${area}`} title={t(`location.regions.${area}`)} className="server-area">
          <ul className="card-grid server-grid">
            {regions.map((region) => {
              const country = t(`location.countries.${SERVER_REGIONS[region]}`);
              return (
                <li key={region} className="card server-card">
                  <CountryFlag code={SERVER_REGIONS[region]} />
                  <h3>
                    <LocalLink
                      to={pathTo("/vpn-server/:region", { region: regionSlug(region) })}
                      className="stretched-link"
                    >
                      {t("vpn-server.cardLink", { country })}
                    </LocalLink>
                  </h3>
                  <p>{t(`vpn-server.cities.${region}`)}</p>
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
      <Section id="choose" title={t("vpn-server.chooseTitle")} tone="soft">
        <div className="prose">
          {messageKeys(messages, "vpn-server.choose").map((item) => (
            <p key={item}>{t(`vpn-server.choose.${item}`)}</p>
          ))}
        </div>
        <p className="company-more">
          <LocalLink to="/status">
            {t("vpn-server.statusLink")}
            <Icon icon={ArrowRight} size={18} directional />
          </LocalLink>
        </p>
      </Section>
      <Section id="faq" title={t("vpn-server.faqTitle")}>
        <Faq items={faqItems(t, messages, "vpn-server.faq")} />
      </Section>
      <CtaBand
        id="servers-cta"
        title={t("vpn-server.cta.title")}
        text={t("vpn-server.cta.text")}
        primary={{ to: "/pricing", label: t("common.cta.getVpn") }}
        secondary={{ to: "/download", label: t("common.cta.download") }}
      />
    </>
  );
}
