import { localizedPath } from "../../i18n/locale-path";
import { Island } from "../components/island";
import { usePage } from "../page-context";
import { islandTexts } from "./island-texts";

/** /forgetpassword: a code by e-mail, then the code. */
export function ForgotPasswordPage() {
  const { t, messages, language } = usePage();
  const href = (path: string) => localizedPath(language.code, path);
  return (
    <section className="auth">
      <div className="auth__card">
        <h1>{t("forgetpassword.title")}</h1>
        <p className="auth__intro">{t("forgetpassword.intro")}</p>
        <Island
          name="ForgotPassword"
          props={{
            texts: islandTexts(messages, ["forgetpassword", "account"], t),
            intl: language.intl,
            language: language.code,
            loginHref: href("/login"),
            resetHref: href("/resetpassword"),
          }}
        />
      </div>
    </section>
  );
}
