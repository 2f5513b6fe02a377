import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { TOTP_FACTS } from "../../shared/account-text-facts";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSecondFactorInput } from "../lib/use-second-factor-input";
import { useSubmit } from "../lib/use-submit";
import { BusyButton } from "../ui/busy-button";
import { FormAlert } from "../ui/form-alert";
import { SecondFactorField } from "../ui/second-factor-field";

export interface PendingSetup {
  secret: string;
  qr_svg: string;
}

/** The secret as the app's key: groups of four, easier to type from the screen. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Scan (or type) the new secret, then prove the app has it with its current code; the answer
 * is the recovery codes.
 */
export function TwoFactorSetup({
  setup,
  t,
  onEnabled,
  onCancel,
}: {
  setup: PendingSetup;
  t: T;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  // The app's code only: recovery codes do not exist before this step.
  const input = useSecondFactorInput(t);
  const [error, setError] = useState<string | null>(null);
  const confirm = useSubmit();
  const { code } = input;
  // The server's SVG as an image: no markup of its own enters the page (data: is allowed for images).
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    input.touch();
    if (!code) return;
    void confirm.run(async () => {
      setError(null);
      try {
        const data = await callApi<{ recovery_codes: string[] }>(ACCOUNT_CALLS.twoFactorEnable, { code });
        onEnabled(data.recovery_codes);
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  return (
    <div className="two-factor-setup">
      <ol className="two-factor-setup__steps">
        <li>{t("myaccount.twoFactor.stepInstall")}</li>
        <li>
          {t("myaccount.twoFactor.stepScan")}
          <img
            className="two-factor-setup__qr"
            src={qr}
            alt={t("myaccount.twoFactor.qrAlt")}
            width="200"
            height="200"
          />
          <p className="field__hint">{t("myaccount.twoFactor.manual")}</p>
          <p className="two-factor-setup__secret ltr">
            <code data-testid="totp-secret">{grouped(setup.secret)}</code>
          </p>
        </li>
        <li>{t("myaccount.twoFactor.stepCode", TOTP_FACTS)}</li>
      </ol>
      <form className="form" noValidate onSubmit={submit}>
        <SecondFactorField {...input.field} onKindChange={null} />
        <FormAlert error={error} />
        <div className="two-factor-setup__actions">
          <BusyButton className="button button--primary" busy={confirm.busy}>
            {t("myaccount.twoFactor.enable")}
          </BusyButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </div>
  );
}
