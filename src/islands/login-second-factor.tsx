import { type FormEvent, useState } from "react";
import { API_ERRORS } from "../api/codes";
import { ACCOUNT_CALLS } from "../api/contract/calls";
import { ApiFailure, callApi } from "./lib/api";
import { errorText } from "./lib/errors";
import type { T } from "./lib/texts";
import { useSecondFactorInput } from "./lib/use-second-factor-input";
import { useSubmit } from "./lib/use-submit";
import { BusyButton } from "./ui/busy-button";
import { FormAlert } from "./ui/form-alert";
import { SecondFactorField } from "./ui/second-factor-field";

/** Answers after which this challenge is spent: the password has to be typed again. */
const RESTART_CODES = new Set<number>([API_ERRORS.challengeExpired.code, API_ERRORS.challengeLocked.code]);

/** The challenge login answered (41010, docs/api.md), read from the refusal's data. */
export function challengeOf(failure: unknown): string | null {
  if (!(failure instanceof ApiFailure) || failure.body.code !== API_ERRORS.secondFactorRequired.code)
    return null;
  const data = failure.body.data as { challenge?: unknown } | null;
  return typeof data?.challenge === "string" ? data.challenge : null;
}

/**
 * The second step of a sign-in with two-factor on: the app's code or a recovery code for the
 * challenge. A spent challenge goes back to the password with the reason.
 */
export function LoginSecondFactor({
  t,
  challenge,
  onSignedIn,
  onRestart,
}: {
  t: T;
  challenge: string;
  onSignedIn: () => void;
  onRestart: (reason: string | null) => void;
}) {
  const input = useSecondFactorInput(t);
  const [error, setError] = useState<string | null>(null);
  const verify = useSubmit();
  const { code } = input;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    input.touch();
    if (!code) return;
    void verify.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.loginSecondFactor, { challenge, code });
        onSignedIn();
      } catch (failure) {
        const text = errorText(failure, t);
        if (failure instanceof ApiFailure && RESTART_CODES.has(failure.body.code)) onRestart(text);
        else setError(text);
      }
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={verify.busy || undefined}>
      <h2 className="auth__step">{t("login.twoFactor.title")}</h2>
      <p className="field__hint">
        {t(input.kind === "app" ? "login.twoFactor.intro" : "login.twoFactor.introRecovery")}
      </p>
      <SecondFactorField {...input.field} autoFocus />
      <FormAlert error={error} />
      <BusyButton className="button button--primary form__submit" busy={verify.busy}>
        {t("login.twoFactor.submit")}
      </BusyButton>
      <div className="form__links">
        <button type="button" className="link-button" onClick={() => onRestart(null)}>
          {t("login.twoFactor.back")}
        </button>
      </div>
    </form>
  );
}
