import { countryName } from "../../i18n/format";
import type { IpInfo } from "../../ip/ip-info";
import { IP_JSON_PATH } from "../../ip/routes";
import { formatPlace } from "../../shared/place";
import { ASSETS } from "../assets";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { PageScript } from "../components/page-script";
import { usePage } from "../page-context";

const LEARN = ["location", "provider", "linking", "country"] as const;
const STEPS = ["install", "connect", "check"] as const;
const NS = "what-is-my-ip";

/** `{{organization}} (AS{{asn}})`, or whichever half request.cf knows. */
function networkText(info: IpInfo, template: string): string | null {
  if (info.asn && info.organization) {
    return template.replace("{{organization}}", info.organization).replace("{{asn}}", String(info.asn));
  }
  return info.organization ?? (info.asn ? `AS${info.asn}` : null);
}

/**
 * The visitor's public address as the edge sees it, rendered on the server: it reads fully
 * without JavaScript. A small script adds copying and a re-check after connecting the VPN.
 */
export function WhatIsMyIpPage({ info }: { info: IpInfo }) {
  const { t, language } = usePage();
  const k = (key: string) => t(`${NS}.${key}`);
  const country = info.country ? countryName(info.country, language.code) : null;
  const separator = k("placeSeparator");
  const place = formatPlace([info.city, info.region, country], separator);
  // The browser's re-check fills the same template, so its placeholders survive this render.
  const networkTemplate = t(`${NS}.networkValue`, { organization: "{{organization}}", asn: "{{asn}}" });
  const network = networkText(info, networkTemplate);
  return (
    <>
      <Hero title={k("title")} intro={k("intro")}>
        <div
          className="ip-card"
          data-ip-card=""
          data-endpoint={IP_JSON_PATH}
          data-separator={separator}
          data-network-template={networkTemplate}
          data-unknown={k("unknown")}
          data-copied={k("copied")}
          data-copy-failed={k("copyFailed")}
          data-checking={k("rechecking")}
          data-check-failed={k("recheckFailed")}
          data-checked={k("rechecked")}
        >
          <p className="ip-card__label">{k("yourIp")}</p>
          <p className="ip-card__value">
            <span data-field="ip" data-testid="visitor-ip">
              {info.ip ?? k("unknown")}
            </span>
            <span className="ip-card__version" data-field="version" hidden={!info.version}>
              {info.version ? `IPv${info.version}` : ""}
            </span>
          </p>
          <p className="ip-status ip-status--protected" data-status="protected" hidden={!info.protected}>
            <strong>{k("protected.title")}</strong> {k("protected.text")}
          </p>
          <p
            className="ip-status ip-status--exposed"
            data-status="exposed"
            hidden={!info.ip || info.protected}
          >
            <strong>{k("exposed.title")}</strong> {k("exposed.text")}
          </p>
          <dl className="ip-facts">
            <div>
              <dt>{k("location")}</dt>
              <dd>
                <img
                  className="ip-facts__flag"
                  data-field="flag"
                  src={info.country ? `/flags/${info.country}.svg` : undefined}
                  width={24}
                  height={16}
                  alt=""
                  hidden={!info.country}
                />
                <span data-field="place">{place || k("unknown")}</span>
              </dd>
            </div>
            <div>
              <dt>{k("network")}</dt>
              <dd data-field="network">{network ?? k("unknown")}</dd>
            </div>
          </dl>
          <div className="ip-card__actions">
            <button type="button" className="button button--primary" data-copy="" hidden>
              {k("copy")}
            </button>
            <LocalLink to="/what-is-my-ip" className="button button--secondary" data-recheck="">
              {k("recheck")}
            </LocalLink>
          </div>
          <p className="ip-card__hint">{k("recheckHint")}</p>
          <div className="toast-region" role="status" aria-live="polite" data-toast="" />
        </div>
      </Hero>
      <section className="section">
        <div className="container">
          <div className="tool-prose">
            <h2>{k("learn.title")}</h2>
            <p>{k("learn.intro")}</p>
            <ul>
              {LEARN.map((key) => (
                <li key={key}>{k(`learn.items.${key}`)}</li>
              ))}
            </ul>
            <h2>{k("versions.title")}</h2>
            <p>{k("versions.text")}</p>
            <h2>{k("hide.title")}</h2>
            <ol>
              {STEPS.map((key) => (
                <li key={key}>{k(`hide.steps.${key}`)}</li>
              ))}
            </ol>
            <p className="tool-actions">
              <LocalLink to="/download" className="button button--primary">
                {k("hide.download")}
              </LocalLink>
              <LocalLink to="/pricing" className="button button--secondary">
                {k("hide.pricing")}
              </LocalLink>
            </p>
            <h2>{k("webrtc.title")}</h2>
            <p>
              {k("webrtc.text")} <LocalLink to="/webrtc-leak-test">{k("webrtc.link")}</LocalLink>
            </p>
            <p className="tool-note">{k("privacy")}</p>
          </div>
        </div>
      </section>
      <PageScript src={ASSETS.ipCheck} />
    </>
  );
}
