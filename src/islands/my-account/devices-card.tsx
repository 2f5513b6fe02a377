import { useState } from "react";
import type { Device } from "../../api/contract/account";
import { ACCOUNT_CALLS } from "../../api/contract/calls";
import { DEVICE_LIMIT } from "../../catalog/billing";
import { callApi } from "../lib/api";
import { errorText } from "../lib/errors";
import type { T } from "../lib/texts";
import type { ToastMessage } from "../toast";
import { useDialogs } from "../ui/dialogs";
import { formatDay } from "./format";

/** The apps signed in to the account; each can be unbound after a confirmation. */
export function DevicesCard({
  initial,
  locale,
  t,
  toast,
}: {
  initial: readonly Device[] | null;
  locale: string;
  t: T;
  toast: (message: ToastMessage) => void;
}) {
  const [devices, setDevices] = useState<readonly Device[] | null>(initial);
  const dialogs = useDialogs();

  const unbind = (device: Device) => {
    const name = device.device_name || device.app_name;
    void dialogs.confirm({
      title: t("myaccount.devices.confirmTitle"),
      text: t("myaccount.devices.confirmText", { name }),
      confirmLabel: t("myaccount.devices.unbind"),
      danger: true,
      onConfirm: async () => {
        try {
          await callApi(ACCOUNT_CALLS.deviceUnbind, {
            unbind_app_type: device.app_type,
            unbind_user_id: device.user_id,
          });
          setDevices((list) => (list ?? []).filter((d) => d !== device));
          toast({ kind: "success", text: t("myaccount.devices.done", { name }) });
          return true;
        } catch (failure) {
          toast({ kind: "error", text: errorText(failure, t) });
          return false;
        }
      },
    });
  };

  return (
    <section className="account-card" aria-labelledby="devices-title">
      <h2 id="devices-title">{t("myaccount.devices.title")}</h2>
      {devices ? (
        <p className="muted" data-testid="devices-usage">
          {t("myaccount.devices.usage", { used: devices.length, count: DEVICE_LIMIT })}
        </p>
      ) : null}
      {devices && devices.length > 0 ? (
        <ul className="item-list" data-testid="devices">
          {devices.map((device) => (
            <li key={`${device.app_type}:${device.user_id}`}>
              <span>
                <strong>{device.device_name}</strong>
                <span className="item-list__meta">
                  {[device.app_name, device.os_name].filter(Boolean).join(" · ")}
                  {" · "}
                  {t("myaccount.devices.lastActive", { date: formatDay(device.last_active, locale) })}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => unbind(device)}
                aria-label={t("myaccount.devices.unbindNamed", { name: device.device_name })}
              >
                {t("myaccount.devices.unbind")}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">
          {devices === null ? t("myaccount.devices.unavailable") : t("myaccount.devices.empty")}
        </p>
      )}
    </section>
  );
}
