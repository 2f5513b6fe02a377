import { CONSENT_PATH } from "../../consent/routes";
import { localizedPath } from "../../i18n/locale-path";
import { usePage } from "../page-context";

/**
 * Change the analytics choice at any time: the consent banner's own endpoint, as a plain form
 * (no JavaScript); the endpoint answers 303 back to this page.
 */
export function ConsentChoice() {
  const { t, consent, language, barePath } = usePage();
  const key = (name: string) => t(`cookie-policy.choice.${name}`);
  return (
    <form className="consent-choice" method="post" action={CONSENT_PATH}>
      <p>
        {key("current")} <strong data-consent={consent ?? "unset"}>{key(consent ?? "unset")}</strong>
      </p>
      <input type="hidden" name="return" value={localizedPath(language.code, barePath)} />
      <div className="consent-choice__actions">
        <button type="submit" name="choice" value="accept" className="btn btn-primary">
          {key("accept")}
        </button>
        <button type="submit" name="choice" value="decline" className="btn btn-secondary">
          {key("decline")}
        </button>
      </div>
    </form>
  );
}
