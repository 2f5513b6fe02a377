import { type FormEvent, useId, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { isValidEmail, isValidPassword, normalizeEmail } from "../../shared/validation";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import { Field } from "../ui/field";
import { PasswordRules } from "../ui/password-rules";
import { Spinner } from "../ui/spinner";

/** An anonymous account takes its e-mail and password (set_password), then the page reloads. */
export function SecureAccountCard({ t }: { t: T }) {
  const rulesId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState({ email: false, password: false });
  const [error, setError] = useState<string | null>(null);
  const save = useSubmit();

  const normalized = normalizeEmail(email);
  const emailError = !touched.email
    ? null
    : normalized === ""
      ? t("account.errors.emailRequired")
      : isValidEmail(normalized)
        ? null
        : t("account.errors.emailInvalid");
  const passwordError =
    touched.password && !isValidPassword(password) ? t("account.errors.passwordWeak") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (!isValidEmail(normalized) || !isValidPassword(password)) return;
    void save.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.setPassword, { email: normalized, password });
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
        <Field
          label={t("account.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, email: true }))}
          required
        />
        <Field
          label={t("account.password")}
          type="password"
          name="new-password"
          autoComplete="new-password"
          dir="ltr"
          value={password}
          error={passwordError}
          aria-describedby={rulesId}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <PasswordRules password={password} t={t} id={rulesId} />
        <div role="alert">{error ? <p className="form__error">{error}</p> : null}</div>
        <button type="submit" className="button button--primary" disabled={save.busy}>
          {save.busy ? <Spinner /> : null}
          {t("myaccount.secure.submit")}
        </button>
      </form>
    </section>
  );
}
