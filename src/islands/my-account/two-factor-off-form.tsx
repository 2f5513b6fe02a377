import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSecondFactorInput } from "../lib/use-second-factor-input";
import { useSubmit } from "../lib/use-submit";
import { BusyButton } from "../ui/busy-button";
import { CurrentPasswordField } from "../ui/current-password-field";
import { FormAlert } from "../ui/form-alert";
import { SecondFactorField } from "../ui/second-factor-field";

/** Turning two-factor off takes both the password and a code: a borrowed session is not enough. */
export function TwoFactorOffForm({ t, onOff }: { t: T; onOff: () => void }) {
  const [password, setPassword] = useState("");
  const input = useSecondFactorInput(t);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const turnOff = useSubmit();
  const { code } = input;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    input.touch();
    if (password === "" || !code) return;
    void turnOff.run(async () => {
      setError(null);
      try {
        await callApi(ACCOUNT_CALLS.twoFactorDisable, { password, code });
        onOff();
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="two-factor-off-title">
      <h3 id="two-factor-off-title">{t("myaccount.twoFactor.offTitle")}</h3>
      <CurrentPasswordField
        label={t("account.currentPassword")}
        name="current-password"
        value={password}
        error={touched && password === "" ? t("account.errors.passwordRequired") : null}
        onChange={setPassword}
      />
      <SecondFactorField {...input.field} />
      <FormAlert error={error} />
      <BusyButton className="button button--secondary" busy={turnOff.busy}>
        {t("myaccount.twoFactor.turnOff")}
      </BusyButton>
    </form>
  );
}
