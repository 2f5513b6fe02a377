import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { isValidPassword } from "../../shared/validation";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import type { ToastMessage } from "../toast";
import { BusyButton } from "../ui/busy-button";
import { CurrentPasswordField } from "../ui/current-password-field";
import { FormAlert } from "../ui/form-alert";
import { NewPasswordFields } from "../ui/new-password-fields";

/** Current password, the new one twice, and the offer to sign out every other device. */
export function ChangePasswordCard({ t, toast }: { t: T; toast: (message: ToastMessage) => void }) {
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
        <CurrentPasswordField
          label={t("account.currentPassword")}
          name="current-password"
          value={current}
          error={currentError}
          onChange={setCurrent}
        />
        <NewPasswordFields
          t={t}
          value={next}
          error={nextError}
          onChange={setNext}
          confirmation={{ value: repeat, error: repeatError, onChange: setRepeat }}
        />
        <label className="form__check">
          <input type="checkbox" checked={endOthers} onChange={(e) => setEndOthers(e.target.checked)} />
          {t("myaccount.password.endOthers")}
        </label>
        <FormAlert error={error} />
        <BusyButton className="button button--primary" busy={save.busy}>
          {t("myaccount.password.submit")}
        </BusyButton>
      </form>
    </section>
  );
}
