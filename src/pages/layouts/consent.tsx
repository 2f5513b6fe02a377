import { localizedPath } from "../../i18n/locale-path";
import { CONSENT_BANNER_CLASS, CONSENT_PATH } from "../../shared/consent";
import { usePage } from "../page-context";

/**
 * The cookie banner, only while the visitor has not chosen: a plain form that works without
 * JavaScript (303 back to the page). A small script (client/enhance/consent.ts) answers in place.
 */
export function Consent() {
  const { consent, t, language, barePath, search, assets, nonce } = usePage();
  if (consent !== null) return null;
  return (
    <section className={CONSENT_BANNER_CLASS} aria-labelledby="consent-title">
      <form className="consent__inner container" action={CONSENT_PATH} method="post">
        <div className="consent__text">
          <h2 id="consent-title">{t("common.consent.title")}</h2>
          <p>
            {t("common.consent.text")}{" "}
            <a href={localizedPath(language.code, "/cookie-policy-2025")}>{t("common.consent.policy")}</a>
          </p>
        </div>
        <input type="hidden" name="return" value={localizedPath(language.code, barePath) + search} />
        <div className="consent__actions">
          <button type="submit" name="choice" value="decline" className="button button--secondary">
            {t("common.consent.decline")}
          </button>
          <button type="submit" name="choice" value="accept" className="button button--primary">
            {t("common.consent.accept")}
          </button>
        </div>
      </form>
      <script type="module" src={assets.consent} nonce={nonce} />
    </section>
  );
}
