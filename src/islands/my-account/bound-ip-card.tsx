import { type FormEvent, useState } from "react";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { isIpAddress } from "../../shared/validation";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import { useSubmit } from "../lib/use-submit";
import type { ToastMessage } from "../toast";
import { BusyButton } from "../ui/busy-button";
import { useDialogs } from "../ui/dialogs";
import { Field } from "../ui/field";
import { FormAlert } from "../ui/form-alert";

/** The one IP address bound to the account: bind (IPv4 or IPv6) and remove. */
export function BoundIpCard({
  initial,
  visitorIp,
  blocked,
  t,
  toast,
}: {
  initial: string | null;
  visitorIp: string | null;
  /** Spec section 5: binding is refused when the user's country contains "china". */
  blocked: boolean;
  t: T;
  toast: (message: ToastMessage) => void;
}) {
  const [bound, setBound] = useState<string | null>(initial);
  const [ip, setIp] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bind = useSubmit();
  const dialogs = useDialogs();

  const value = ip.trim();
  const ipError = touched && !isIpAddress(value) ? t("account.errors.ipInvalid") : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocked || !isIpAddress(value)) return;
    void bind.run(async () => {
      setError(null);
      try {
        const data = await callApi<{ ip: string }>(ACCOUNT_CALLS.userIpBind, { ip: value });
        setBound(data.ip);
        setIp("");
        setTouched(false);
        toast({ kind: "success", text: t("myaccount.ip.bound") });
      } catch (failure) {
        setError(errorText(failure, t));
      }
    });
  };

  const remove = () =>
    void dialogs.confirm({
      title: t("myaccount.ip.confirmTitle"),
      text: t("myaccount.ip.confirmText", { ip: bound ?? "" }),
      confirmLabel: t("myaccount.ip.remove"),
      danger: true,
      onConfirm: async () => {
        try {
          await callApi(ACCOUNT_CALLS.userIpRemove, {});
          setBound(null);
          toast({ kind: "success", text: t("myaccount.ip.removed") });
          return true;
        } catch (failure) {
          toast({ kind: "error", text: errorText(failure, t) });
          return false;
        }
      },
    });

  return (
    <section className="account-card" aria-labelledby="ip-title">
      <h2 id="ip-title">{t("myaccount.ip.title")}</h2>
      <p className="field__hint">{t("myaccount.ip.intro")}</p>
      <dl className="facts">
        <dt>{t("myaccount.ip.current")}</dt>
        <dd data-testid="bound-ip">
          {bound ? <span className="ltr">{bound}</span> : t("myaccount.ip.none")}
        </dd>
      </dl>
      {bound ? (
        <button type="button" className="button button--secondary" onClick={remove}>
          {t("myaccount.ip.remove")}
        </button>
      ) : blocked ? (
        <p className="form__error">{t("account.errors.countryBlocked")}</p>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <Field
            label={t("myaccount.ip.address")}
            name="ip"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={ip}
            error={ipError}
            hint={visitorIp ? t("myaccount.ip.yours", { ip: visitorIp }) : undefined}
            onChange={(e) => setIp(e.target.value)}
            onBlur={() => setTouched(value !== "")}
            required
          />
          <div className="form__links">
            {visitorIp ? (
              <button type="button" className="link-button" onClick={() => setIp(visitorIp)}>
                {t("myaccount.ip.useMine")}
              </button>
            ) : null}
          </div>
          <FormAlert error={error} />
          <BusyButton className="button button--primary" busy={bind.busy}>
            {t("myaccount.ip.bind")}
          </BusyButton>
        </form>
      )}
    </section>
  );
}
