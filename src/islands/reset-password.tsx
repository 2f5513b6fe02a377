import { type FormEvent, useEffect, useState } from "react";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { isValidPassword } from "../shared/validation";
import { callApi, setLoginHref } from "./lib/api";
import { errorText } from "./lib/errors";
import { type Texts, translator } from "./lib/texts";
import { useSubmit } from "./lib/use-submit";
import { RESET_HANDOFF_KEY, type ResetHandoff } from "./reset-handoff";
import { BusyButton } from "./ui/busy-button";
import { FormAlert } from "./ui/form-alert";
import { NewPasswordFields } from "./ui/new-password-fields";

export interface ResetPasswordProps {
  texts: Texts;
  /** The page's Intl locale: plural forms and digits of counted messages. */
  intl: string;
  loginHref: string;
  forgotHref: string;
}

function readHandoff(): ResetHandoff | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(RESET_HANDOFF_KEY) ?? "null") as ResetHandoff | null;
    return value && typeof value.email === "string" && typeof value.verify_token === "string" ? value : null;
  } catch {
    return null;
  }
}

/** A new password, typed twice, with the rules ticked as you type; needs a verified code first. */
export function ResetPassword({ texts, intl, loginHref, forgotHref }: ResetPasswordProps) {
  const t = translator(texts, intl);
  // Undefined until hydrated (session storage is the browser's), then the handoff or null.
  const [handoff, setHandoff] = useState<ResetHandoff | null | undefined>(undefined);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useSubmit();

  useEffect(() => {
    setLoginHref(loginHref);
    setHandoff(readHandoff());
  }, [loginHref]);

  if (done) {
    return (
      <div className="form">
        <p className="form__note" role="status">
          {t("resetpassword.done")}
        </p>
        <a className="button button--primary form__submit" href={loginHref}>
          {t("resetpassword.signIn")}
        </a>
      </div>
    );
  }
  if (handoff === null) {
    return (
      <div className="form">
        <p className="form__error">{t("resetpassword.missing")}</p>
        <a className="button button--primary form__submit" href={forgotHref}>
          {t("resetpassword.startOver")}
        </a>
      </div>
    );
  }

  const passwordError = touched && !isValidPassword(password) ? t("account.errors.passwordWeak") : null;
  const repeatError = touched && repeat !== password ? t("account.errors.passwordMismatch") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!handoff || !isValidPassword(password) || repeat !== password) return;
    void save.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.resetPassword, { ...handoff, password });
        sessionStorage.removeItem(RESET_HANDOFF_KEY);
        setDone(true);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      {handoff ? <p className="field__hint ltr">{handoff.email}</p> : null}
      <NewPasswordFields
        t={t}
        value={password}
        error={passwordError}
        onChange={setPassword}
        confirmation={{
          value: repeat,
          error: repeatError,
          onChange: setRepeat,
          onBlur: () => setTouched(true),
        }}
      />
      <FormAlert error={error} />
      <BusyButton className="button button--primary form__submit" busy={save.busy} disabled={!handoff}>
        {t("resetpassword.submit")}
      </BusyButton>
    </form>
  );
}
