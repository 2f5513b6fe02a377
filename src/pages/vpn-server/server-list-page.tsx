import { regionSlug, SERVER_REGION_AREAS, SERVER_REGIONS } from "../../catalog/server-regions";
import { CountryFlag } from "../components/country-flag";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { messageKeys } from "../components/message-list";
import { usePage } from "../page-context";

/** /vpn-server: the 14 server countries by part of the world, each with its flag and cities. */
export function ServerListPage() {
  const { t, messages } = usePage();
  return (
    <>
      <Hero title={t("vpn-server.title")} intro={t("vpn-server.intro")} />
      {Object.entries(SERVER_REGION_AREAS).map(([area, regions]) => (
        <section key={area} className="section server-area" aria-labelledby={`area-${area}`}>
          <div className="container">
            <h2 className="section-title" id={`area-${area}`}>
              {t(`location.regions.${area}`)}
            </h2>
            <ul className="card-grid server-grid">
              {regions.map((region) => {
                const country = t(`location.countries.${SERVER_REGIONS[region]}`);
                return (
                  <li key={region} className="card server-card">
                    <CountryFlag code={SERVER_REGIONS[region]} />
                    <h3>
                      <LocalLink to={`/vpn-server/${regionSlug(region)}`} className="stretched-link">
                        {t("vpn-server.cardLink", { country })}
                      </LocalLink>
                    </h3>
                    <p>{t(`vpn-server.cities.${region}`)}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ))}
      <section className="section section--soft" aria-labelledby="choose-title">
        <div className="container prose">
          <h2 className="section-title" id="choose-title">
            {t("vpn-server.chooseTitle")}
          </h2>
          {messageKeys(messages, "vpn-server.choose").map((item) => (
            <p key={item}>{t(`vpn-server.choose.${item}`)}</p>
          ))}
        </div>
      </section>
      <Faq title={t("vpn-server.faqTitle")} path="vpn-server.faq" />
    </>
  );
}
