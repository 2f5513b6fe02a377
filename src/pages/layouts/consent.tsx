import { CONSENT_PATH } from "../../consent/routes";
import { localizedPath } from "../../i18n/locale-path";
import { Island } from "../components/island";
import { usePage } from "../page-context";

/** The banner, only while the visitor has not chosen. */
export function Consent() {
  const { consent, t, language, barePath, search } = usePage();
  if (consent !== null) return null;
  return (
    <Island
      name="ConsentBanner"
      props={{
        action: CONSENT_PATH,
        returnTo: localizedPath(language.code, barePath) + search,
        policyHref: localizedPath(language.code, "/cookie-policy-2025"),
        texts: {
          title: t("common.consent.title"),
          text: t("common.consent.text"),
          accept: t("common.consent.accept"),
          decline: t("common.consent.decline"),
          policy: t("common.consent.policy"),
        },
      }}
    />
  );
}
