import { localizedPath } from "../../i18n/locale-path";
import type { RecaptchaClientConfig } from "../../shared/recaptcha";
import { Island } from "../components/island";
import { usePage } from "../page-context";
import { islandTexts } from "./island-texts";

/** /login: e-mail and password behind recaptcha v2, back to where the visitor came from. */
export function LoginPage({
  recaptcha,
  returnTo,
  fallback,
}: {
  recaptcha: RecaptchaClientConfig;
  returnTo: string | null;
  fallback: string;
}) {
  const { t, messages, language } = usePage();
  const href = (path: string) => localizedPath(language.code, path);
  return (
    <section className="auth">
      <div className="auth__card">
        <h1>{t("login.title")}</h1>
        <p className="auth__intro">{t("login.intro")}</p>
        <Island
          name="LoginForm"
          props={{
            texts: islandTexts(messages, ["login", "account"], t),
            intl: language.intl,
            recaptcha,
            returnTo,
            fallback,
            loginHref: href("/login"),
            forgotHref: href("/forgetpassword"),
            accountHref: href("/myaccount"),
          }}
        />
      </div>
    </section>
  );
}
