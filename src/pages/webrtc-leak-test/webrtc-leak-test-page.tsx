import { STUN_SERVERS } from "../../catalog/stun-servers";
import { IP_JSON_PATH } from "../../ip/routes";
import { ASSETS } from "../assets";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { PageScript } from "../components/page-script";
import { usePage } from "../page-context";

const NS = "webrtc-leak-test";
const BROWSERS = ["chrome", "firefox", "safari", "edge", "brave"] as const;

/**
 * The WebRTC leak test. The page is the same for every visitor (cacheable); the test itself runs
 * in the browser on request: it gathers ICE candidates, fetches the address the edge sees and
 * compares. The results are filled into blocks rendered here, so every word is the server's.
 */
export function WebrtcLeakTestPage() {
  const { t } = usePage();
  const k = (key: string) => t(`${NS}.${key}`);
  // The script fills these in the browser, so the placeholders must survive the server's render.
  const template = (key: string, names: readonly string[]) =>
    t(`${NS}.${key}`, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])));
  return (
    <>
      <Hero title={k("title")} intro={k("intro")}>
        <div
          className="leak-test"
          data-leak-test=""
          data-stun={STUN_SERVERS.join(" ")}
          data-ip-endpoint={IP_JSON_PATH}
          data-none={k("result.none")}
        >
          <p className="leak-test__note">{k("run.note")}</p>
          <noscript>
            <p className="leak-test__noscript">{k("run.noscript")}</p>
          </noscript>
          <button
            type="button"
            className="button button--primary button--large"
            data-start=""
            data-running={k("run.running")}
            data-again={k("run.again")}
            hidden
          >
            {k("run.start")}
          </button>
          <div className="leak-test__result" aria-live="polite" data-result-region="">
            <div className="leak-verdict leak-verdict--safe" data-result="safe" hidden>
              <h2>{k("result.safe.title")}</h2>
              <p>{k("result.safe.text")}</p>
            </div>
            <div className="leak-verdict leak-verdict--leak" data-result="leak" hidden>
              <h2>{k("result.leak.title")}</h2>
              <p data-template={template("result.leak.text", ["addresses", "seen"])} />
            </div>
            <div className="leak-verdict leak-verdict--blocked" data-result="blocked" hidden>
              <h2>{k("result.blocked.title")}</h2>
              <p>{k("result.blocked.text")}</p>
            </div>
            <div className="leak-verdict leak-verdict--failed" data-result="failed" hidden>
              <p>{k("result.failed")}</p>
            </div>
            <dl className="ip-facts" data-result="details" hidden>
              <div>
                <dt>{k("result.seen")}</dt>
                <dd data-field="seen" />
              </div>
              <div>
                <dt>{k("result.webrtc")}</dt>
                <dd data-field="public" />
              </div>
            </dl>
            <p
              data-result="local-shown"
              data-template={template("result.local.shown", ["addresses"])}
              hidden
            />
            <p data-result="local-hidden" hidden>
              {k("result.local.hidden")}
            </p>
          </div>
        </div>
      </Hero>
      <section className="section">
        <div className="container">
          <div className="tool-prose">
            <h2>{k("fix.title")}</h2>
            <p>{k("fix.intro")}</p>
            <div className="browser-fixes">
              {BROWSERS.map((browser) => (
                <details key={browser} data-browser={browser}>
                  <summary>{k(`fix.browsers.${browser}.name`)}</summary>
                  <p>{k(`fix.browsers.${browser}.text`)}</p>
                </details>
              ))}
            </div>
            <h2>{k("about.title")}</h2>
            <p>{k("about.text")}</p>
            <p>{k("about.vpn")}</p>
            <h2>{k("cta.title")}</h2>
            <p>{k("cta.text")}</p>
            <p className="tool-actions">
              <LocalLink to="/download" className="button button--primary">
                {k("cta.download")}
              </LocalLink>
              <LocalLink to="/pricing" className="button button--secondary">
                {k("cta.pricing")}
              </LocalLink>
            </p>
            <p>
              <LocalLink to="/what-is-my-ip">{k("cta.ipLink")}</LocalLink>
            </p>
          </div>
        </div>
      </section>
      <PageScript src={ASSETS.webrtcLeakTest} />
    </>
  );
}
