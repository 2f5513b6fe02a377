import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { EMAIL_UNDO_DAYS } from "../../catalog/verification-code";
import { MAILED_CODE_DIGITS_FACTS } from "../../shared/account-text-facts";
import type { EmailChangePaths } from "../../shared/email-change-forms";
import { isValidEmail, normalizeEmail } from "../../shared/validation";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import { MAILED_CODE_FACTS } from "../lib/mailed-code-facts";
import type { T } from "../lib/texts";
import { useSecondFactorInput } from "../lib/use-second-factor-input";
import { useSubmit } from "../lib/use-submit";
import type { ToastMessage } from "../toast";
import { BusyButton } from "../ui/busy-button";
import { Field } from "../ui/field";
import { FormAlert } from "../ui/form-alert";
import { IdentityFields } from "../ui/identity-fields";
import { isMailedCode, MailedCodeField } from "../ui/mailed-code-field";

interface Props {
  t: T;
  /** The page's language: the code mail and the undo mail are written in it. */
  language: string;
  twoFactorOn: boolean;
  toast: (message: ToastMessage) => void;
  /** Where the forms post without JavaScript (src/my-account/email-change-routes.ts). */
  paths: EmailChangePaths;
  /** A form post without JavaScript sent the code: the card opens at its second step. */
  awaitingCode: boolean;
}

/** A new address in two steps: password (and second factor) → a code to the new address → confirm. */
export function EmailChangeCard({ t, language, twoFactorOn, toast, paths, awaitingCode }: Props) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  // "" when the code was sent by a form post: the page no longer knows the address.
  const [sentTo, setSentTo] = useState<string | null>(awaitingCode ? "" : null);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const second = useSecondFactorInput(t);
  const send = useSubmit();
  const confirm = useSubmit();
  const address = normalizeEmail(email);

  const request = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (twoFactorOn) second.touch();
    if (!isValidEmail(address) || password === "" || (twoFactorOn && !second.code)) return;
    void send.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.emailChange, {
          new_email: address,
          password,
          lang: language,
          ...(twoFactorOn && second.code ? { code: second.code } : {}),
        });
        setSentTo(address);
        setTouched(false);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isMailedCode(code)) return;
    void confirm.run(async () => {
      setError(null);
      try {
        const done = await callApi<{ email: string }>(ACCOUNT_CALLS.emailConfirm, { code: code.trim() });
        toast({ kind: "success", text: t("myaccount.emailChange.done", { email: done.email }) });
        // The page's own path: a query that opened the code step must not open it again.
        window.setTimeout(() => window.location.assign(window.location.pathname), 1500);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  return (
    <section className="account-card" aria-labelledby="email-change-title">
      <h2 id="email-change-title">{t("myaccount.emailChange.title")}</h2>
      <p>{t("myaccount.emailChange.intro", { count: EMAIL_UNDO_DAYS })}</p>
      {sentTo === null ? (
        <form className="form" method="post" action={paths.request} noValidate onSubmit={request}>
          <Field
            label={t("myaccount.emailChange.newEmail")}
            type="email"
            name="new-email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={touched && !isValidEmail(address) ? t("account.errors.emailInvalid") : undefined}
            required
          />
          <IdentityFields
            t={t}
            name="current-password"
            password={password}
            onPassword={setPassword}
            touched={touched}
            secondFactor={twoFactorOn ? second.field : null}
          />
          <FormAlert error={error} />
          <BusyButton className="button button--secondary" busy={send.busy}>
            {t("myaccount.emailChange.send")}
          </BusyButton>
        </form>
      ) : (
        <form className="form" method="post" action={paths.confirm} noValidate onSubmit={finish}>
          <p role="status">
            {sentTo
              ? t("myaccount.emailChange.sent", { email: sentTo, ...MAILED_CODE_FACTS })
              : t("myaccount.emailChange.sentUnnamed", MAILED_CODE_FACTS)}
          </p>
          <MailedCodeField
            label={t("myaccount.emailChange.code")}
            name="email-code"
            value={code}
            onChange={setCode}
            error={
              touched && !isMailedCode(code) ? t("account.errors.codeFormat", MAILED_CODE_DIGITS_FACTS) : null
            }
          />
          <FormAlert error={error} />
          <BusyButton className="button button--primary" busy={confirm.busy}>
            {t("myaccount.emailChange.confirm")}
          </BusyButton>
        </form>
      )}
    </section>
  );
}
