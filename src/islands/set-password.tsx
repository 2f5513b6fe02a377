import { type FormEvent, useState } from "react";
import { API_ERRORS } from "../api/codes";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { isValidEmail, isValidPassword, normalizeEmail } from "../shared/validation";
import { ApiFailure, callApi } from "./lib/api";
import { BusyButton } from "./ui/busy-button";
import { isSixDigits, MailedCodeField } from "./ui/mailed-code-field";

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attempt(call: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await call();
    } catch (failure) {
      setError(failureText(failure, texts));
    } finally {
      setBusy(false);
    }
  }

  function requestCode(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) return setError(texts.invalidEmail);
    if (!isValidPassword(password)) return setError(texts.invalidPassword);
    void attempt(async () => {
      await callApi(ACCOUNT_CALLS.setPasswordCode, { email: address, lang: language });
      setSentTo(address);
    });
  }

  function finish(event: FormEvent) {
    event.preventDefault();
    if (sentTo === null) return;
    if (!isSixDigits(code)) return setError(texts.codeInvalid);
    void attempt(async () => {
      await callApi(ACCOUNT_CALLS.setPassword, { email: sentTo, password, code: code.trim() });
      setDone(true);
    });
  }

  const alert = error ? (
    <p className="form-error" role="alert">
      {error}
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
  if (sentTo !== null) {
    return (
      <form onSubmit={finish} noValidate>
        <p role="status">{texts.sent.replace("{{email}}", sentTo)}</p>
        <MailedCodeField label={texts.codeLabel} value={code} onChange={setCode} error={null} />
        {alert}
        <div className="secure-account__actions">
          <BusyButton className="button button--primary" busy={busy} announceBusy>
            {texts.confirm}
          </BusyButton>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSentTo(null);
              setCode("");
              setError(null);
            }}
          >
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
      <BusyButton className="button button--primary" busy={busy} announceBusy>
        {texts.save}
      </BusyButton>
    </form>
  );
}
