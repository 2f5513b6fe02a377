import { type FormEvent, useState } from "react";
import type { Passkey } from "../../api/contract/account";
import { PASSKEY_NAME_MAX_LENGTH } from "../../shared/passkey-name";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import { BusyButton } from "../ui/busy-button";
import { Field } from "../ui/field";
import { formatDay } from "./format";

/** One passkey in the list: its dates, and rename (in place) or remove. */
export function PasskeyItem({
  passkey,
  locale,
  t,
  validName,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  locale: string;
  t: T;
  validName: (name: string) => string | null;
  /** Resolves true when renamed (the form closes). */
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [touched, setTouched] = useState(false);
  const save = useSubmit();
  const error = touched ? validName(name) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validName(name)) return;
    void save.run(async () => {
      if (await onRename(name)) setEditing(false);
    });
  };

  if (editing)
    return (
      <li>
        <form className="form passkey-rename" noValidate onSubmit={submit}>
          <Field
            label={t("myaccount.passkeys.newName")}
            value={name}
            error={error}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            autoComplete="off"
            // The field replaces the button just pressed: focus follows it for keyboard users.
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          <div className="passkey-rename__actions">
            <BusyButton className="button button--primary" busy={save.busy}>
              {t("myaccount.passkeys.save")}
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
              {t("common.cancel")}
            </button>
          </div>
        </form>
      </li>
    );

  return (
    <li>
      <span>
        <strong>{passkey.name}</strong>
        <span className="item-list__meta">
          {t("myaccount.passkeys.created", { date: formatDay(passkey.created_at, locale) })}
          {" · "}
          {passkey.last_used_at === null
            ? t("myaccount.passkeys.neverUsed")
            : t("myaccount.passkeys.lastUsed", { date: formatDay(passkey.last_used_at, locale) })}
        </span>
      </span>
      <span className="passkey-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setName(passkey.name);
            setTouched(false);
            setEditing(true);
          }}
          aria-label={t("myaccount.passkeys.renameNamed", { name: passkey.name })}
        >
          {t("myaccount.passkeys.rename")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onRemove}
          aria-label={t("myaccount.passkeys.removeNamed", { name: passkey.name })}
        >
          {t("myaccount.passkeys.remove")}
        </button>
      </span>
    </li>
  );
}
