import { type FormEvent, useEffect, useState } from "react";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { MAILED_CODE_DIGITS_FACTS } from "../shared/account-text-facts";
import { callApi, setLoginHref } from "./lib/api";
import { errorText } from "./lib/errors";
import { MAILED_CODE_FACTS } from "./lib/mailed-code-facts";
import { type Texts, translator } from "./lib/texts";
import { useEmailInput } from "./lib/use-email-input";
import { useSubmit } from "./lib/use-submit";
import { RESET_HANDOFF_KEY, type ResetHandoff } from "./reset-handoff";
import { BusyButton } from "./ui/busy-button";
import { EmailField } from "./ui/email-field";
import { Field } from "./ui/field";
import { FormAlert } from "./ui/form-alert";
import { isMailedCode } from "./ui/mailed-code-field";

export interface ForgotPasswordProps {
  texts: Texts;
  /** The page's Intl locale: plural forms and digits of counted messages. */
  intl: string;
  /** The page's language: the code mail is written in it. */
  language: string;
  loginHref: string;
  resetHref: string;
}

const PURPOSE = "reset_password";

/** Step 1: the address gets a code (the answer never says whether it has an account). Step 2: the code. */
export function ForgotPassword({ texts, intl, language, loginHref, resetHref }: ForgotPasswordProps) {
  const t = translator(texts, intl);
  const email = useEmailInput(t);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeTouched, setCodeTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useSubmit();
  const verify = useSubmit();

  useEffect(() => setLoginHref(loginHref), [loginHref]);

  const codeError =
    codeTouched && !isMailedCode(code) ? t("account.errors.codeFormat", MAILED_CODE_DIGITS_FACTS) : null;

  const requestCode = (event?: FormEvent) => {
    event?.preventDefault();
    email.touch();
    if (!email.valid) return;
    void send.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.verificationRequest, {
          email: email.normalized,
          purpose: PURPOSE,
          lang: language,
        });
        setSentTo(email.normalized);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const validate = (event: FormEvent) => {
    event.preventDefault();
    setCodeTouched(true);
    if (!sentTo || !isMailedCode(code)) return;
    void verify.run(async () => {
      setError(null);
      try {
        const data = await callApi<{ verify_token: string }>(ACCOUNT_CALLS.verificationValidate, {
          email: sentTo,
          purpose: PURPOSE,
          code: code.trim(),
        });
        const handoff: ResetHandoff = { email: sentTo, verify_token: data.verify_token };
        sessionStorage.setItem(RESET_HANDOFF_KEY, JSON.stringify(handoff));
        window.location.assign(resetHref);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const alert = <FormAlert error={error} />;

  if (sentTo === null) {
    return (
      <form className="form" noValidate onSubmit={requestCode}>
        <EmailField {...email.field} />
        {alert}
        <BusyButton className="button button--primary form__submit" busy={send.busy}>
          {t("forgetpassword.send")}
        </BusyButton>
        <div className="form__links">
          <a href={loginHref}>{t("forgetpassword.backToLogin")}</a>
        </div>
      </form>
    );
  }

  return (
    <form className="form" noValidate onSubmit={validate}>
      <p className="form__note" role="status">
        {t("forgetpassword.sent", { email: sentTo, ...MAILED_CODE_FACTS })}
      </p>
      <Field
        label={t("forgetpassword.code", MAILED_CODE_FACTS)}
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        value={code}
        error={codeError}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
        onBlur={() => setCodeTouched(true)}
        required
      />
      {alert}
      <BusyButton className="button button--primary form__submit" busy={verify.busy}>
        {t("forgetpassword.verify")}
      </BusyButton>
      <div className="form__links">
        <button type="button" className="link-button" onClick={() => requestCode()} disabled={send.busy}>
          {t("forgetpassword.resend")}
        </button>
        <a href={loginHref}>{t("forgetpassword.backToLogin")}</a>
      </div>
    </form>
  );
}
