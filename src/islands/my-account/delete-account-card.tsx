import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSecondFactorInput } from "../lib/use-second-factor-input";
import { useDialogs } from "../ui/dialogs";
import { FormAlert } from "../ui/form-alert";
import { IdentityFields } from "../ui/identity-fields";

export interface AccountDataPaths {
  /** GET: the export as a file. */
  export: string;
  /** POST: the deletion's form (works without JavaScript). */
  delete: string;
  /** Where a deleted account ends up (the home page). */
  home: string;
}

interface Props {
  t: T;
  paths: AccountDataPaths;
  twoFactorOn: boolean;
  /** Years orders are kept after deletion (ACCOUNT_RECORDS_RETENTION_YEARS). */
  recordsYears: number;
}

/** "Download my data": a plain link, so the browser saves the file the server names. */
export function AccountDataCard({ t, paths }: Pick<Props, "t" | "paths">) {
  return (
    <section className="account-card" aria-labelledby="data-title">
      <h2 id="data-title">{t("myaccount.data.title")}</h2>
      <p>{t("myaccount.data.intro")}</p>
      <a className="button button--secondary" href={paths.export} download>
        {t("myaccount.data.download")}
      </a>
    </section>
  );
}

/**
 * The last section: password (and second factor), then a confirm dialog that says what is erased,
 * what is kept and for how long. Without JavaScript the same form posts to the site's route.
 */
export function DeleteAccountCard({ t, paths, twoFactorOn, recordsYears }: Props) {
  const dialogs = useDialogs();
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const second = useSecondFactorInput(t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (twoFactorOn) second.touch();
    if (password === "" || (twoFactorOn && !second.code)) return;
    setError(null);
    void dialogs.confirm({
      title: t("myaccount.delete.dialogTitle"),
      text: (
        <ul className="account-delete__facts">
          <li>{t("myaccount.delete.erased")}</li>
          <li>{t("myaccount.delete.kept", { count: recordsYears })}</li>
          <li>{t("myaccount.delete.vipLost")}</li>
        </ul>
      ),
      confirmLabel: t("myaccount.delete.confirm"),
      danger: true,
      onConfirm: async () => {
        try {
          await callApi(ACCOUNT_CALLS.accountDelete, {
            password,
            ...(twoFactorOn && second.code ? { code: second.code } : {}),
          });
          window.location.assign(paths.home);
        } catch (failure) {
          setError(errorText(failure, t));
        }
        return true;
      },
    });
  };

  return (
    <section className="account-card account-delete" aria-labelledby="delete-title">
      <h2 id="delete-title">{t("myaccount.delete.title")}</h2>
      <p>{t("myaccount.delete.intro")}</p>
      <form className="form" method="post" action={paths.delete} noValidate onSubmit={submit}>
        <IdentityFields
          t={t}
          name="password"
          password={password}
          onPassword={setPassword}
          touched={touched}
          secondFactor={twoFactorOn ? second.field : null}
        />
        <FormAlert error={error} />
        <button type="submit" className="button button--danger">
          {t("myaccount.delete.open")}
        </button>
      </form>
    </section>
  );
}
