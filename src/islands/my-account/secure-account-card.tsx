import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { isValidPassword } from "../../shared/validation";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useEmailInput } from "../lib/use-email-input";
import { useSubmit } from "../lib/use-submit";
import { BusyButton } from "../ui/busy-button";
import { EmailField } from "../ui/email-field";
import { FormAlert } from "../ui/form-alert";
import { NewPasswordFields } from "../ui/new-password-fields";

/** An anonymous account takes its e-mail and password (set_password), then the page reloads. */
export function SecureAccountCard({ t }: { t: T }) {
  const email = useEmailInput(t);
  const [password, setPassword] = useState("");
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSubmit();

  const passwordError =
    passwordTouched && !isValidPassword(password) ? t("account.errors.passwordWeak") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    email.touch();
    setPasswordTouched(true);
    if (!email.valid || !isValidPassword(password)) return;
    void save.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.setPassword, { email: email.normalized, password });
        window.location.reload();
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  return (
    <section className="account-card account-card--highlight" aria-labelledby="secure-title">
      <h2 id="secure-title">{t("myaccount.secure.title")}</h2>
      <p className="field__hint">{t("myaccount.secure.intro")}</p>
      <form className="form" noValidate onSubmit={submit}>
        <EmailField {...email.field} />
        <NewPasswordFields
          t={t}
          labelKey="account.password"
          value={password}
          error={passwordError}
          onChange={setPassword}
        />
        <FormAlert error={error} />
        <BusyButton className="button button--primary" busy={save.busy}>
          {t("myaccount.secure.submit")}
        </BusyButton>
      </form>
    </section>
  );
}
