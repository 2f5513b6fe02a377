import { type FormEvent, useEffect, useState } from "react";
import type { Passkey } from "../../api/contract/account";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { PASSKEY_NAME_FACTS } from "../../shared/account-text-facts";
import { isValidPasskeyName, PASSKEY_NAME_MAX_LENGTH } from "../../shared/passkey-name";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import { createPasskey, passkeysSupported } from "../lib/webauthn";
import type { ToastMessage } from "../toast";
import { BusyButton } from "../ui/busy-button";
import { useDialogs } from "../ui/dialogs";
import { Field } from "../ui/field";
import { FormAlert } from "../ui/form-alert";
import { PasskeyItem } from "./passkey-item";

type Options = Record<string, unknown> & { challenge: string };

/** The account's passkeys: add one under a name, rename, remove after a confirmation. */
export function PasskeysCard({
  initial,
  locale,
  t,
  toast,
}: {
  initial: readonly Passkey[] | null;
  locale: string;
  t: T;
  toast: (message: ToastMessage) => void;
}) {
  const [passkeys, setPasskeys] = useState<readonly Passkey[] | null>(initial);
  // The server cannot know the browser: the add form appears once it is known to support passkeys.
  const [supported, setSupported] = useState(false);
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useSubmit();
  const dialogs = useDialogs();
  useEffect(() => setSupported(passkeysSupported()), []);

  const validName = (value: string) =>
    isValidPasskeyName(value) ? null : t("account.errors.passkeyName", PASSKEY_NAME_FACTS);
  const nameError = touched ? validName(name) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validName(name)) return;
    void add.run(async () => {
      setError(null);
      try {
        const { options } = await callApi<{ options: Options }>(ACCOUNT_CALLS.passkeyRegisterOptions, {});
        const response = await createPasskey(options);
        const { passkey } = await callApi<{ passkey: Passkey }>(ACCOUNT_CALLS.passkeyRegisterVerify, {
          name,
          response,
        });
        setPasskeys((list) => [...(list ?? []), passkey]);
        setName("");
        setTouched(false);
        toast({ kind: "success", text: t("myaccount.passkeys.added", { name: passkey.name }) });
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const rename = async (passkey: Passkey, next: string) => {
    try {
      await callApi(ACCOUNT_CALLS.passkeyRename, { id: passkey.id, name: next });
      const trimmed = next.trim();
      setPasskeys((list) => list?.map((p) => (p.id === passkey.id ? { ...p, name: trimmed } : p)) ?? list);
      toast({ kind: "success", text: t("myaccount.passkeys.renamed", { name: trimmed }) });
      return true;
    } catch (failure) {
      toast({ kind: "error", text: errorText(failure, t) });
      return false;
    }
  };

  const remove = (passkey: Passkey) =>
    void dialogs.confirm({
      title: t("myaccount.passkeys.confirmTitle"),
      text: t("myaccount.passkeys.confirmText", { name: passkey.name }),
      confirmLabel: t("myaccount.passkeys.remove"),
      danger: true,
      onConfirm: async () => {
        try {
          await callApi(ACCOUNT_CALLS.passkeyRemove, { id: passkey.id });
          setPasskeys((list) => (list ?? []).filter((p) => p.id !== passkey.id));
          toast({ kind: "success", text: t("myaccount.passkeys.removed", { name: passkey.name }) });
          return true;
        } catch (failure) {
          toast({ kind: "error", text: errorText(failure, t) });
          return false;
        }
      },
    });

  return (
    <section className="account-card" aria-labelledby="passkeys-title" data-testid="passkeys-card">
      <h2 id="passkeys-title">{t("myaccount.passkeys.title")}</h2>
      <p className="muted">{t("myaccount.passkeys.intro")}</p>
      {passkeys && passkeys.length > 0 ? (
        <ul className="item-list" data-testid="passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              locale={locale}
              t={t}
              validName={validName}
              onRename={(next) => rename(passkey, next)}
              onRemove={() => remove(passkey)}
            />
          ))}
        </ul>
      ) : (
        <p className="empty">
          {passkeys === null ? t("myaccount.passkeys.unavailable") : t("myaccount.passkeys.empty")}
        </p>
      )}
      {supported ? (
        <form className="form passkeys-add" noValidate onSubmit={submit} aria-busy={add.busy || undefined}>
          <Field
            label={t("myaccount.passkeys.nameLabel")}
            hint={t("myaccount.passkeys.nameHint")}
            name="passkey-name"
            value={name}
            error={nameError}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(name !== "")}
          />
          <FormAlert error={error} />
          <BusyButton className="button button--primary" busy={add.busy}>
            {t("myaccount.passkeys.add")}
          </BusyButton>
        </form>
      ) : null}
    </section>
  );
}
