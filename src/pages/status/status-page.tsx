import { CircleCheck, CircleX, type LucideIcon, TriangleAlert, Wrench } from "lucide-react";
import { regionSlug, SERVER_REGIONS } from "../../catalog/server-regions";
import {
  incidentsNewestFirst,
  overallState,
  type RegionState,
  regionStatuses,
} from "../../catalog/service-status";
import { formatDate, formatDateTime, formatList } from "../../i18n/format";
import { pathTo } from "../../routes/route-paths";
import { Breadcrumbs } from "../components/breadcrumbs";
import { CountryFlag } from "../components/country-flag";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { Section } from "../components/section";
import { usePage } from "../page-context";

/** Each state has its own shape as well as its colour, so it never rests on colour alone. */
const STATE_ICONS: Record<RegionState, LucideIcon> = {
  operational: CircleCheck,
  maintenance: Wrench,
  degraded: TriangleAlert,
  outage: CircleX,
};

function StateLabel({ state }: { state: RegionState }) {
  const { t } = usePage();
  return (
    <span className={`status-state status-state--${state}`}>
      <Icon icon={STATE_ICONS[state]} size={20} />
      {t(`status.states.${state}`)}
    </span>
  );
}

/** /status: the state of every server region and the incident history (src/catalog/service-status). */
export function StatusPage() {
  const { t, language } = usePage();
  const statuses = regionStatuses();
  const overall = overallState(statuses);
  const countryOf = (region: keyof typeof SERVER_REGIONS) =>
    t(`location.countries.${SERVER_REGIONS[region]}`);
  return (
    <>
      <Hero
        title={t("status.title")}
        intro={t("status.intro")}
        before={
          <Breadcrumbs items={[{ label: t("common.home"), to: "/" }, { label: t("status.meta.title") }]} />
        }
      />
      <section className="section section--tight status-overview" aria-label={t("status.overall.label")}>
        <div className="container">
          <p className={`status-banner status-banner--${overall}`}>
            <Icon icon={STATE_ICONS[overall]} size={28} />
            {t(`status.overall.${overall}`)}
          </p>
        </div>
      </section>
      <Section id="regions" title={t("status.regions.title")} lead={t("status.regions.lead")}>
        <ul className="status-regions">
          {statuses.map(({ region, state }) => (
            <li key={region} className="status-region">
              <LocalLink
                to={pathTo("/vpn-server/:region", { region: regionSlug(region) })}
                className="status-region__name"
              >
                <CountryFlag code={SERVER_REGIONS[region]} width={24} />
                {countryOf(region)}
              </LocalLink>
              <StateLabel state={state} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="history" title={t("status.history.title")} lead={t("status.history.lead")} tone="soft">
        <ol className="release-list">
          {incidentsNewestFirst().map((incident) => (
            <li key={incident.id}>
              <article className="card release" aria-labelledby={`incident-${incident.id}`}>
                <p className="release__date">
                  <time dateTime={incident.started}>
                    {formatDate(new Date(incident.started), language.code)}
                  </time>
                </p>
                <h3 id={`incident-${incident.id}`}>{t(`status.incidents.${incident.id}.title`)}</h3>
                <p className="status-incident__meta">
                  <StateLabel state={incident.impact} />
                  <span>
                    {t("status.history.regions", {
                      places: formatList(incident.regions.map(countryOf), language.code),
                    })}
                  </span>
                </p>
                <p>{t(`status.incidents.${incident.id}.summary`)}</p>
                <dl className="status-incident__times">
                  {(["started", "resolved"] as const).map((moment) => (
                    <div key={moment}>
                      <dt>{t(`status.history.${moment}`)}</dt>
                      <dd>
                        <time dateTime={incident[moment]}>
                          {formatDateTime(new Date(incident[moment]), language.code)}
                        </time>
                      </dd>
                    </div>
                  ))}
                </dl>
              </article>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="help" title={t("status.help.title")}>
        <div className="prose">
          <p>{t("status.help.text")}</p>
          <p>
            <LocalLink to="/contact-us">{t("status.help.contact")}</LocalLink>
          </p>
        </div>
      </Section>
    </>
  );
}
