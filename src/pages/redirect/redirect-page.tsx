import { parseHttpUrl } from "../../shared/safe-redirect";
import { Hero } from "../components/hero";
import { LocalLink } from "../components/local-link";
import { usePage } from "../page-context";

/**
 * The address spelled out as text (React escapes it) with the host it really leads to beside it,
 * because an address can be built to look like another (`https://vpnmaster.com.evil.com`).
 */
function TargetDetails({ target, host }: { target: string; host?: string }) {
  const { t } = usePage();
  return (
    <dl className="redirect-page__details">
      <dt>{t("redirect.addressLabel")}</dt>
      <dd>
        <code>{target}</code>
      </dd>
      {host ? (
        <>
          <dt>{t("redirect.hostLabel")}</dt>
          <dd>
            <code>{host}</code>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function HomeLink() {
  const { t } = usePage();
  return (
    <LocalLink to="/" className="button button--primary">
      {t("redirect.home")}
    </LocalLink>
  );
}

/**
 * The interstitial for a `/redirect` target the Worker would not forward to on its own: the
 * visitor sees where the link leads and chooses. Going home is the primary action; continuing
 * is offered only for an http(s) URL, whose parsed form (never the raw text) is the href.
 */
export function RedirectPage({ target }: { target: string | null }) {
  const { t } = usePage();
  const url = target ? parseHttpUrl(target) : null;
  if (!target || !url) {
    return (
      <Hero title={t("redirect.invalid.title")} intro={t("redirect.invalid.intro")}>
        {target ? <TargetDetails target={target} /> : null}
        <div className="hero__actions">
          <HomeLink />
        </div>
      </Hero>
    );
  }
  return (
    <Hero title={t("redirect.title")} intro={t("redirect.intro")}>
      <TargetDetails target={target} host={url.hostname} />
      <p className="redirect-page__warning" role="note">
        {t("redirect.warning")}
      </p>
      <div className="hero__actions">
        <HomeLink />
        <a href={url.href} rel="noopener noreferrer nofollow" className="button button--secondary">
          {t("redirect.continue")}
        </a>
      </div>
    </Hero>
  );
}
