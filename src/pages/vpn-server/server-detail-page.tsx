import {
  regionSlug,
  SERVER_REGION_IDS,
  SERVER_REGIONS,
  type ServerRegion,
} from "../../catalog/server-regions";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CountryFlag } from "../components/country-flag";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { usePage } from "../page-context";

/** /vpn-server/{region}-vpn: using the VPN in and from one country, in that country's terms. */
export function ServerDetailPage({ region }: { region: ServerRegion }) {
  const { t, messages } = usePage();
  const country = t(`location.countries.${SERVER_REGIONS[region]}`);
  const vars = { country };
  const base = `vpn-server-detail.regions.${region}`;
  const keys = (key: string) => messageKeys(messages, `${base}.${key}`);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: t("common.breadcrumbs.home"), path: "/" },
          { name: t("header.nav.servers"), path: "/vpn-server" },
          { name: country, path: `/vpn-server/${regionSlug(region)}` },
        ]}
      />
      <Hero title={t(`${base}.title`)} intro={t(`${base}.intro`)}>
        <div className="hero__flag">
          <CountryFlag code={SERVER_REGIONS[region]} width={54} />
        </div>
      </Hero>
      <section className="section" aria-labelledby="servers-title">
        <div className="container server-detail">
          <div className="prose">
            <h2 className="section-title" id="servers-title">
              {t("vpn-server-detail.serversTitle")}
            </h2>
            <p>{t(`${base}.servers`)}</p>
          </div>
          <ul className="city-list" aria-label={t("vpn-server-detail.citiesLabel")}>
            {messageKeys(messages, `vpn-server-detail.cityNames.${region}`).map((city) => (
              <li key={city}>{t(`vpn-server-detail.cityNames.${region}.${city}`)}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="uses-title">
        <div className="container">
          <h2 className="section-title" id="uses-title">
            {t("vpn-server-detail.useCasesTitle")}
          </h2>
          <ul className="card-grid">
            {keys("useCases").map((item) => (
              <li key={item} className="card">
                <h3>{t(`${base}.useCases.${item}.title`)}</h3>
                <p>{t(`${base}.useCases.${item}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="streaming-title">
        <div className="container prose two-columns">
          <div>
            <h2 className="section-title" id="streaming-title">
              {t("vpn-server-detail.streamingTitle")}
            </h2>
            <p>{t(`${base}.streaming`)}</p>
          </div>
          <div>
            <h2 className="section-title" id="local-title">
              {t("vpn-server-detail.localTitle")}
            </h2>
            <p>{t(`${base}.local`)}</p>
          </div>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="connect-title">
        <div className="container prose">
          <h2 className="section-title" id="connect-title">
            {t("vpn-server-detail.connectTitle")}
          </h2>
          <ol className="steps">
            {messageKeys(messages, "vpn-server-detail.connect").map((step) => (
              <li key={step}>{t(`vpn-server-detail.connect.${step}`, vars)}</li>
            ))}
          </ol>
        </div>
      </section>
      <Faq title={t("vpn-server-detail.faqTitle")} path={`${base}.faq`} />
      <section className="section" aria-labelledby="more-title">
        <div className="container">
          <h2 className="section-title" id="more-title">
            {t("vpn-server-detail.moreTitle")}
          </h2>
          <ul className="chip-list">
            {SERVER_REGION_IDS.filter((other) => other !== region).map((other) => (
              <li key={other}>
                <LocalLink to={`/vpn-server/${regionSlug(other)}`}>
                  <CountryFlag code={SERVER_REGIONS[other]} width={21} />
                  {t(`location.countries.${SERVER_REGIONS[other]}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
