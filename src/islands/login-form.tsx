import { type FormEvent, useEffect, useRef, useState } from "react";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { recaptchaAction } from "../api/contract/endpoint";
import type { RecaptchaClientConfig } from "../shared/recaptcha";
import { returnTarget } from "../shared/return-to";
import { callApi, setLoginHref } from "./lib/api";
import { errorText } from "./lib/errors";
import { recaptchaV2Token, recaptchaV3Token, renderRecaptchaV2, resetRecaptchaV2 } from "./lib/recaptcha";
import { type Texts, translator } from "./lib/texts";
import { useEmailInput } from "./lib/use-email-input";
import { useSubmit } from "./lib/use-submit";
import { LoginPasskey } from "./login-passkey";
import { challengeOf, LoginSecondFactor } from "./login-second-factor";
import { BusyButton } from "./ui/busy-button";
import { CurrentPasswordField } from "./ui/current-password-field";
import { EmailField } from "./ui/email-field";
import { FormAlert } from "./ui/form-alert";

export interface LoginFormProps {
  texts: Texts;
  /** The page's Intl locale: plural forms and digits of counted messages. */
  intl: string;
  recaptcha: RecaptchaClientConfig;
  /** Where a successful sign-in goes: the `redirect` query's path, or null (then the referrer). */
  returnTo: string | null;
  /** Without either: the account page. */
  fallback: string;
  loginHref: string;
  forgotHref: string;
  /** Where a new anonymous account goes to set its e-mail and password. */
  accountHref: string;
}

function sameOriginReferrer(): string | null {
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/** Sign in with e-mail and password behind recaptcha v2; or start an account (recaptcha v3). */
export function LoginForm({
  texts,
  intl,
  recaptcha,
  returnTo,
  fallback,
  loginHref,
  forgotHref,
  accountHref,
}: LoginFormProps) {
  const t = translator(texts, intl);
  const email = useEmailInput(t);
  const [password, setPassword] = useState("");
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [widget, setWidget] = useState<number | null>(null);
  /** Set once the password was right on an account with two-factor on. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const signIn = useSubmit();
  const signUp = useSubmit();

  useEffect(() => {
    setLoginHref(loginHref);
    const element = slot.current;
    if (!element) return;
    renderRecaptchaV2(recaptcha, element, () => setError(null))
      .then(setWidget)
      .catch(() => setError(t("account.errors.recaptchaUnavailable")));
  }, []);

  const passwordError = passwordTouched && password === "" ? t("account.errors.passwordRequired") : null;

  const goOn = () =>
    window.location.assign(returnTarget(returnTo ?? undefined, sameOriginReferrer(), fallback));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    email.touch();
    setPasswordTouched(true);
    if (!email.valid || password === "") return;
    void signIn.run(async () => {
      setError(null);
      try {
        const token = recaptchaV2Token(widget);
        await callApi(ACCOUNT_CALLS.login, { email: email.normalized, password }, token);
        goOn();
      } catch (failure) {
        resetRecaptchaV2(widget);
        const pending = challengeOf(failure);
        if (pending) setChallenge(pending);
        else setError(errorText(failure, t));
      }
    });
  };

  const createAccount = () =>
    signUp.run(async () => {
      setError(null);
      try {
        const call = ACCOUNT_CALLS.anonymousSignup;
        const token = await recaptchaV3Token(recaptcha, recaptchaAction(call.path));
        await callApi(call, {}, token);
        window.location.assign(accountHref);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });

  const secondStep = challenge ? (
    <LoginSecondFactor
      t={t}
      challenge={challenge}
      onSignedIn={goOn}
      onRestart={(reason) => {
        setChallenge(null);
        setPassword("");
        setPasswordTouched(false);
        setError(reason);
      }}
    />
  ) : null;

  return (
    <>
      {secondStep}
      {/* Hidden, not unmounted, during the second step: the recaptcha widget lives in it. */}
      <form
        className="form"
        noValidate
        onSubmit={submit}
        aria-busy={signIn.busy || undefined}
        hidden={challenge !== null}
      >
        <EmailField {...email.field} />
        <CurrentPasswordField
          label={t("account.password")}
          name="password"
          value={password}
          error={passwordError}
          onChange={setPassword}
          onBlur={() => setPasswordTouched(true)}
        />
        <div className="recaptcha-slot" ref={slot} />
        <FormAlert error={error} />
        <BusyButton className="button button--primary form__submit" busy={signIn.busy}>
          {t("login.submit")}
        </BusyButton>
        <LoginPasskey t={t} onSignedIn={goOn} onError={setError} />
        <div className="form__links">
          <a href={forgotHref}>{t("login.forgot")}</a>
        </div>
      </form>
      <div className="auth__alt" hidden={challenge !== null}>
        <p className="field__hint">{t("login.newHere")}</p>
        <BusyButton
          type="button"
          className="button button--secondary form__submit"
          onClick={() => void createAccount()}
          busy={signUp.busy}
        >
          {t("login.createAccount")}
        </BusyButton>
      </div>
    </>
  );
}
