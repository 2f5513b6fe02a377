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
import { isSixDigits, MailedCodeField } from "../ui/mailed-code-field";
import { NewPasswordFields } from "../ui/new-password-fields";

interface Props {
  t: T;
  /** The page's language: the code mail is written in it. */
  language: string;
}

/**
 * An anonymous account takes its e-mail and password in two steps: a code goes to the address
 * (set_password/code), and the code proves it (set_password); then the page reloads signed in.
 */
export function SecureAccountCard({ t, language }: Props) {
  const email = useEmailInput(t);
  const [password, setPassword] = useState("");
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeTouched, setCodeTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useSubmit();
  const save = useSubmit();

  const passwordError =
    passwordTouched && !isValidPassword(password) ? t("account.errors.passwordWeak") : null;

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    email.touch();
    setPasswordTouched(true);
    if (!email.valid || !isValidPassword(password)) return;
    void send.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.setPasswordCode, { email: email.normalized, lang: language });
        setSentTo(email.normalized);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    setCodeTouched(true);
    if (sentTo === null || !isSixDigits(code)) return;
    void save.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.setPassword, { email: sentTo, password, code: code.trim() });
        window.location.reload();
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const otherAddress = () => {
    setSentTo(null);
    setCode("");
    setCodeTouched(false);
    setError(null);
  };

  return (
    <section className="account-card account-card--highlight" aria-labelledby="secure-title">
      <h2 id="secure-title">{t("myaccount.secure.title")}</h2>
      <p className="field__hint">{t("myaccount.secure.intro")}</p>
      {sentTo === null ? (
        <form className="form" noValidate onSubmit={requestCode}>
          <EmailField {...email.field} />
          <NewPasswordFields
            t={t}
            labelKey="account.password"
            value={password}
            error={passwordError}
            onChange={setPassword}
          />
          <FormAlert error={error} />
          <BusyButton className="button button--primary" busy={send.busy}>
            {t("myaccount.secure.submit")}
          </BusyButton>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={finish}>
          <p role="status">{t("myaccount.secure.sent", { email: sentTo })}</p>
          <MailedCodeField
            label={t("myaccount.secure.code")}
            value={code}
            onChange={setCode}
            error={codeTouched && !isSixDigits(code) ? t("account.errors.codeFormat") : null}
          />
          <FormAlert error={error} />
          <div className="secure-account__actions">
            <BusyButton className="button button--primary" busy={save.busy}>
              {t("myaccount.secure.confirm")}
            </BusyButton>
            <button type="button" className="button button--ghost" onClick={otherAddress}>
              {t("myaccount.secure.otherAddress")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
