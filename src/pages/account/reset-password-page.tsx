import { localizedPath } from "../../i18n/locale-path";
import { Island } from "../components/island";
import { usePage } from "../page-context";
import { islandTexts } from "./island-texts";

/** /resetpassword: the new password twice, its rules ticked as it is typed. */
export function ResetPasswordPage() {
  const { t, messages, language } = usePage();
  const href = (path: string) => localizedPath(language.code, path);
  return (
    <section className="auth">
      <div className="auth__card">
        <h1>{t("resetpassword.title")}</h1>
        <p className="auth__intro">{t("resetpassword.intro")}</p>
        <Island
          name="ResetPassword"
          props={{
            texts: islandTexts(messages, ["resetpassword", "account"], t),
            intl: language.intl,
            loginHref: href("/login"),
            forgotHref: href("/forgetpassword"),
          }}
        />
      </div>
    </section>
  );
}
