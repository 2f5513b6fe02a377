import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { isValidEmail, isValidPassword, normalizeEmail } from "../shared/validation";
import { ApiFailure, callApi } from "./lib/api";
import { BusyButton } from "./ui/busy-button";

export interface SetPasswordProps {
  email: string;
  myAccountPath: string;
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
  };
}

const EMAIL_TAKEN_CODE = 41002;

/** After paying anonymously: add an e-mail and a password to the new account (set_password). */
export function SetPassword({ email: initialEmail, myAccountPath, texts }: SetPasswordProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) return setError(texts.invalidEmail);
    if (!isValidPassword(password)) return setError(texts.invalidPassword);
    setError(null);
    setBusy(true);
    try {
      await callApi(ACCOUNT_CALLS.setPassword, { email: address, password });
      setDone(true);
    } catch (failure) {
      setError(
        failure instanceof ApiFailure && failure.body.code === EMAIL_TAKEN_CODE
          ? texts.emailTaken
          : texts.failed,
      );
    } finally {
      setBusy(false);
    }
  }

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
  return (
    <form onSubmit={submit} noValidate>
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
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <BusyButton className="button button--primary" busy={busy} announceBusy>
        {texts.save}
      </BusyButton>
    </form>
  );
}
