import { type FormEvent, useId, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { isValidPassword } from "../../shared/validation";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import type { ToastMessage } from "../toast";
import { Field } from "../ui/field";
import { PasswordRules } from "../ui/password-rules";
import { Spinner } from "../ui/spinner";

/** Current password, the new one twice, and the offer to sign out every other device. */
export function ChangePasswordCard({ t, toast }: { t: T; toast: (message: ToastMessage) => void }) {
  const rulesId = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [endOthers, setEndOthers] = useState(true);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSubmit();

  const currentError = touched && current === "" ? t("account.errors.passwordRequired") : null;
  const nextError = touched && !isValidPassword(next) ? t("account.errors.passwordWeak") : null;
  const repeatError = touched && repeat !== next ? t("account.errors.passwordMismatch") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (current === "" || !isValidPassword(next) || repeat !== next) return;
    void save.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.changePassword, {
          old_password: current,
          new_password: next,
          end_other_sessions: endOthers,
        });
        setCurrent("");
        setNext("");
        setRepeat("");
        setTouched(false);
        toast({
          kind: "success",
          text: endOthers ? t("myaccount.password.doneEnded") : t("myaccount.password.done"),
        });
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title">{t("myaccount.password.title")}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label={t("account.currentPassword")}
          type="password"
          name="current-password"
          autoComplete="current-password"
          dir="ltr"
          value={current}
          error={currentError}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
        <Field
          label={t("account.newPassword")}
          type="password"
          name="new-password"
          autoComplete="new-password"
          dir="ltr"
          value={next}
          error={nextError}
          aria-describedby={rulesId}
          onChange={(e) => setNext(e.target.value)}
          required
        />
        <PasswordRules password={next} t={t} id={rulesId} />
        <Field
          label={t("account.confirmPassword")}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          dir="ltr"
          value={repeat}
          error={repeatError}
          onChange={(e) => setRepeat(e.target.value)}
          required
        />
        <label className="form__check">
          <input type="checkbox" checked={endOthers} onChange={(e) => setEndOthers(e.target.checked)} />
          {t("myaccount.password.endOthers")}
        </label>
        <div role="alert">{error ? <p className="form__error">{error}</p> : null}</div>
        <button type="submit" className="button button--primary" disabled={save.busy}>
          {save.busy ? <Spinner /> : null}
          {t("myaccount.password.submit")}
        </button>
      </form>
    </section>
  );
}
