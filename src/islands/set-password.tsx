import { type FormEvent, useState } from "react";
import { API_ERRORS } from "../api/codes";
import { isValidEmail, isValidPassword, normalizeEmail } from "../shared/validation";
import { ApiFailure } from "./lib/api";
import { useSetPasswordFlow } from "./lib/use-set-password-flow";
import { BusyButton } from "./ui/busy-button";
import { MailedCodeField } from "./ui/mailed-code-field";

export interface SetPasswordProps {
  email: string;
  myAccountPath: string;
  /** The page's language: the code mail is written in it. */
  language: string;
  texts: {
    emailLabel: string;
    passwordLabel: string;
    passwordHint: string;
    save: string;
    saved: string;
    myAccount: string;
    invalidEmail: string;
    invalidPassword: string;
    emailTaken: string;
    failed: string;
    sent: string;
    codeLabel: string;
    confirm: string;
    otherAddress: string;
    codeInvalid: string;
  };
}

/** The answers the form explains in its own words; anything else is "saving did not work". */
function failureText(failure: unknown, texts: SetPasswordProps["texts"]): string {
  if (!(failure instanceof ApiFailure)) return texts.failed;
  if (failure.body.code === API_ERRORS.codeInvalid.code) return texts.codeInvalid;
  if (failure.body.code === API_ERRORS.emailTaken.code) return texts.emailTaken;
  return texts.failed;
}

/**
 * After paying anonymously: add an e-mail and a password to the new account. A code goes to the
 * address first (set_password/code) and proves it (set_password).
 */
export function SetPassword({ email: initialEmail, myAccountPath, language, texts }: SetPasswordProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  const flow = useSetPasswordFlow({
    language,
    describe: (failure) => failureText(failure, texts),
    onDone: () => setDone(true),
  });

  function requestCode(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) return flow.setError(texts.invalidEmail);
    if (!isValidPassword(password)) return flow.setError(texts.invalidPassword);
    void flow.requestCode(address);
  }

  function finish(event: FormEvent) {
    event.preventDefault();
    if (!flow.confirm(password)) flow.setError(texts.codeInvalid);
  }

  const alert = flow.error ? (
    <p className="form-error" role="alert">
      {flow.error}
    </p>
  ) : null;

  if (done) {
    return (
      <div role="status">
        <p>{texts.saved}</p>
        <a className="button button--primary" href={myAccountPath}>
          {texts.myAccount}
        </a>
      </div>
    );
  }
  if (flow.sentTo !== null) {
    return (
      <form onSubmit={finish} noValidate>
        <p role="status">{texts.sent.replace("{{email}}", flow.sentTo)}</p>
        <MailedCodeField label={texts.codeLabel} value={flow.code} onChange={flow.setCode} error={null} />
        {alert}
        <div className="secure-account__actions">
          <BusyButton className="button button--primary" busy={flow.saving} announceBusy>
            {texts.confirm}
          </BusyButton>
          <button type="button" className="button button--ghost" onClick={flow.otherAddress}>
            {texts.otherAddress}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={requestCode} noValidate>
      <div className="field">
        <label htmlFor="paysuc-email">{texts.emailLabel}</label>
        <input
          id="paysuc-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="paysuc-password">{texts.passwordLabel}</label>
        <input
          id="paysuc-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby="paysuc-password-hint"
        />
        <p id="paysuc-password-hint" className="field__hint">
          {texts.passwordHint}
        </p>
      </div>
      {alert}
      <BusyButton className="button button--primary" busy={flow.sending} announceBusy>
        {texts.save}
      </BusyButton>
    </form>
  );
}
