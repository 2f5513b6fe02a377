import { type ReactNode, useState } from "react";
import type { TwoFactorStatus } from "../../api/contract/account";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import type { ToastMessage } from "../toast";
import { BusyButton } from "../ui/busy-button";
import { FormAlert } from "../ui/form-alert";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorOffForm } from "./two-factor-off-form";
import { type PendingSetup, TwoFactorSetup } from "./two-factor-setup";

type Stage =
  | { name: "off" }
  | { name: "setup"; setup: PendingSetup }
  | { name: "codes"; codes: string[] }
  | { name: "on"; codesLeft: number };

const stageOf = (status: TwoFactorStatus): Stage =>
  status.enabled ? { name: "on", codesLeft: status.recovery_codes_left } : { name: "off" };

/** Two-factor sign-in: set up with an authenticator app, keep the recovery codes, turn off. */
export function TwoFactorCard({
  initial,
  t,
  toast,
}: {
  initial: TwoFactorStatus;
  t: T;
  toast: (message: ToastMessage) => void;
}) {
  const [stage, setStage] = useState<Stage>(stageOf(initial));
  const [error, setError] = useState<string | null>(null);
  const start = useSubmit();

  const setUp = () =>
    start.run(async () => {
      setError(null);
      try {
        setStage({ name: "setup", setup: await callApi<PendingSetup>(ACCOUNT_CALLS.twoFactorSetup, {}) });
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });

  let body: ReactNode;
  if (stage.name === "off") {
    body = (
      <>
        <p className="field__hint">{t("myaccount.twoFactor.intro")}</p>
        <FormAlert error={error} />
        <BusyButton
          type="button"
          className="button button--primary"
          busy={start.busy}
          onClick={() => void setUp()}
        >
          {t("myaccount.twoFactor.setUp")}
        </BusyButton>
      </>
    );
  } else if (stage.name === "setup") {
    body = (
      <TwoFactorSetup
        setup={stage.setup}
        t={t}
        onEnabled={(codes) => {
          setStage({ name: "codes", codes });
          toast({ kind: "success", text: t("myaccount.twoFactor.enabled") });
        }}
        onCancel={() => setStage({ name: "off" })}
      />
    );
  } else if (stage.name === "codes") {
    body = (
      <RecoveryCodes
        codes={stage.codes}
        t={t}
        onDone={() => setStage({ name: "on", codesLeft: stage.codes.length })}
      />
    );
  } else {
    body = (
      <>
        <dl className="facts">
          <dt>{t("myaccount.twoFactor.status")}</dt>
          <dd>{t("myaccount.twoFactor.on")}</dd>
          <dt>{t("myaccount.twoFactor.codesLeftLabel")}</dt>
          <dd>{stage.codesLeft}</dd>
        </dl>
        <TwoFactorOffForm
          t={t}
          onOff={() => {
            setStage({ name: "off" });
            toast({ kind: "success", text: t("myaccount.twoFactor.disabled") });
          }}
        />
      </>
    );
  }
  return (
    <section className="account-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t("myaccount.twoFactor.title")}</h2>
      {body}
    </section>
  );
}
