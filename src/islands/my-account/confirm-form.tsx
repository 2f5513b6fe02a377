import { type FormEvent, useEffect, useState } from "react";
import { BusyButton } from "../ui/busy-button";
import { useDialogs } from "../ui/dialogs";

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
}

/**
 * A one-button billing form that works without JavaScript: a plain POST to the site route. Where
 * the action needs a confirmation, the page as served asks it inline (a details element opens the
 * question and the real submit button); once the island runs, the button opens the confirm dialog
 * and the call goes through the API instead, with no page load.
 */
export function ConfirmForm({
  action,
  fields,
  label,
  confirmation,
  run,
  testId,
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  confirmation: Confirmation | null;
  /** The enhanced path; resolves false when the call failed (a dialog stays open). */
  run: () => Promise<boolean>;
  testId: string;
}) {
  const dialogs = useDialogs();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setReady(true), []);

  const call = async () => {
    setBusy(true);
    try {
      return await run();
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation) {
      void call();
      return;
    }
    void dialogs.confirm({ ...confirmation, onConfirm: call });
  };
  const hidden = Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  // An action that asks first (turn off, refund) is the quieter button; turning renewal on is not.
  const buttonClass = confirmation ? "button button--secondary" : "button button--primary";

  return (
    <form method="post" action={action} className="billing-form" onSubmit={submit} data-testid={testId}>
      {hidden}
      {confirmation && !ready ? (
        <details className="billing-form__confirm">
          <summary className={buttonClass}>{label}</summary>
          <p>{confirmation.text}</p>
          <button
            type="submit"
            className={`button ${confirmation.danger ? "button--danger" : "button--primary"}`}
          >
            {confirmation.confirmLabel}
          </button>
        </details>
      ) : (
        <BusyButton className={buttonClass} busy={busy}>
          {label}
        </BusyButton>
      )}
    </form>
  );
}
