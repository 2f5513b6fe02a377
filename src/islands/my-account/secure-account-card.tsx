import { type FormEvent, useState } from "react";
import { MAILED_CODE_DIGITS_FACTS } from "../../shared/account-text-facts";
import { isValidPassword } from "../../shared/validation";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useEmailInput } from "../lib/use-email-input";
import { useSetPasswordFlow } from "../lib/use-set-password-flow";
import { BusyButton } from "../ui/busy-button";
import { EmailField } from "../ui/email-field";
import { FormAlert } from "../ui/form-alert";
import { isMailedCode, MailedCodeField } from "../ui/mailed-code-field";
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
  const [codeTouched, setCodeTouched] = useState(false);
  const flow = useSetPasswordFlow({
    language,
    describe: (failure) => errorText(failure, t),
    onDone: () => window.location.reload(),
  });

  const passwordError =
    passwordTouched && !isValidPassword(password) ? t("account.errors.passwordWeak") : null;

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    email.touch();
    setPasswordTouched(true);
    if (email.valid && isValidPassword(password)) void flow.requestCode(email.normalized);
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    setCodeTouched(true);
    flow.confirm(password);
  };

  const otherAddress = () => {
    setCodeTouched(false);
    flow.otherAddress();
  };

  return (
    <section className="account-card account-card--highlight" aria-labelledby="secure-title">
      <h2 id="secure-title">{t("myaccount.secure.title")}</h2>
      <p className="field__hint">{t("myaccount.secure.intro")}</p>
      {flow.sentTo === null ? (
        <form className="form" noValidate onSubmit={requestCode}>
          <EmailField {...email.field} />
          <NewPasswordFields
            t={t}
            labelKey="account.password"
            value={password}
            error={passwordError}
            onChange={setPassword}
          />
          <FormAlert error={flow.error} />
          <BusyButton className="button button--primary" busy={flow.sending}>
            {t("myaccount.secure.submit")}
          </BusyButton>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={finish}>
          <p role="status">
            {t("myaccount.secure.sent", { email: flow.sentTo, ...MAILED_CODE_DIGITS_FACTS })}
          </p>
          <MailedCodeField
            label={t("myaccount.secure.code")}
            value={flow.code}
            onChange={flow.setCode}
            error={
              codeTouched && !isMailedCode(flow.code)
                ? t("account.errors.codeFormat", MAILED_CODE_DIGITS_FACTS)
                : null
            }
          />
          <FormAlert error={flow.error} />
          <div className="secure-account__actions">
            <BusyButton className="button button--primary" busy={flow.saving}>
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
