import {
  regionSlug,
  SERVER_REGION_IDS,
  SERVER_REGIONS,
  type ServerRegion,
} from "../../catalog/server-regions";
import { pathTo } from "../../routes/route-paths";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CountryFlag } from "../components/country-flag";
import { CtaBand } from "../components/cta-band";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { faqItems } from "../components/message-faq";
import { messageKeys } from "../components/message-list";
import { Section } from "../components/section";
import { usePage } from "../page-context";

/** /vpn-server/{region}-vpn: using the VPN in and from one country, in that country's terms. */
export function ServerDetailPage({ region }: { region: ServerRegion }) {
  const { t, messages } = usePage();
  const code = SERVER_REGIONS[region];
  const country = t(`location.countries.${code}`);
  const base = `vpn-server-detail.regions.${region}`;
  return (
    <>
      <Hero
        title={t(`${base}.title`)}
        intro={t(`${base}.intro`)}
        before={
          <Breadcrumbs
            items={[
              { label: t("common.home"), to: "/" },
              { label: t("header.nav.servers"), to: "/vpn-server" },
              { label: country, to: pathTo("/vpn-server/:region", { region: regionSlug(region) }) },
            ]}
          />
        }
        aside={
          <div className="hero__flag">
            <CountryFlag code={code} width={120} />
          </div>
        }
      />
      <Section id="servers" title={t("vpn-server-detail.serversTitle")}>
        <div className="server-detail">
          <div className="prose">
            <p>{t(`${base}.servers`)}</p>
          </div>
          <ul className="city-list" aria-label={t("vpn-server-detail.citiesLabel")}>
            {messageKeys(messages, `vpn-server-detail.cityNames.${region}`).map((city) => (
              <li key={city}>{t(`vpn-server-detail.cityNames.${region}.${city}`)}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="uses" title={t("vpn-server-detail.useCasesTitle")} tone="soft">
        <ul className="card-grid">
          {messageKeys(messages, `${base}.useCases`).map((item) => (
            <li key={item} className="card">
              <h3>{t(`${base}.useCases.${item}.title`)}</h3>
              <p>{t(`${base}.useCases.${item}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section className="section" aria-label={country}>
        <div className="container two-columns">
          <div className="prose">
            <h2 className="section-title" id="streaming-title">
              {t("vpn-server-detail.streamingTitle")}
            </h2>
            <p>{t(`${base}.streaming`)}</p>
          </div>
          <div className="prose">
            <h2 className="section-title" id="local-title">
              {t("vpn-server-detail.localTitle")}
            </h2>
            <p>{t(`${base}.local`)}</p>
          </div>
        </div>
      </section>
      <Section id="connect" title={t("vpn-server-detail.connectTitle")} tone="soft">
        <ol className="numbered-list prose">
          {messageKeys(messages, "vpn-server-detail.connect").map((step) => (
            <li key={step}>{t(`vpn-server-detail.connect.${step}`, { country })}</li>
          ))}
        </ol>
      </Section>
      <Section id="faq" title={t("vpn-server-detail.faqTitle")}>
        <Faq items={faqItems(t, messages, `${base}.faq`)} />
      </Section>
      <Section id="more" title={t("vpn-server-detail.moreTitle")} tone="soft">
        <ul className="chip-list">
          {SERVER_REGION_IDS.filter((other) => other !== region).map((other) => (
            <li key={other}>
              <LocalLink to={pathTo("/vpn-server/:region", { region: regionSlug(other) })}>
                <CountryFlag code={SERVER_REGIONS[other]} width={21} />
                {t(`location.countries.${SERVER_REGIONS[other]}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        id="server-cta"
        title={t("vpn-server-detail.cta.title", { country })}
        text={t("vpn-server-detail.cta.text", { country })}
        primary={{ to: "/pricing", label: t("common.cta.getVpn") }}
        secondary={{ to: "/download", label: t("common.cta.download") }}
      />
    </>
  );
}
