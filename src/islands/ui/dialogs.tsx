import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { Modal } from "./modal";

/** A callback's verdict: `false` keeps the box open (e.g. the action failed); anything else closes it. */
type Verdict = boolean | undefined;
type Callback = () => Verdict | Promise<Verdict>;

export interface ConfirmOptions {
  title: string;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: Callback;
  onCancel?: Callback;
  danger?: boolean;
}

export interface AlertOptions {
  title: string;
  text?: ReactNode;
  okLabel?: string;
  onOk?: Callback;
}

export interface DialogLabels {
  confirm: string;
  cancel: string;
  ok: string;
  close: string;
}

interface Entry {
  kind: "confirm" | "alert";
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

interface Dialogs {
  /** Resolves true when confirmed, false when cancelled. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  alert(options: AlertOptions): Promise<void>;
}

const DialogContext = createContext<Dialogs | null>(null);

/**
 * The confirm/alert queue (spec sections 4 and 8): one box at a time, in order. Confirm or cancel
 * runs its callback; the box stays open when the callback returns false; an async callback shows
 * a spinner on its button meanwhile. Default labels: confirm/cancel, and OK for an alert.
 */
export function DialogProvider({ labels, children }: { labels: DialogLabels; children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);
  const [loading, setLoading] = useState<"confirm" | "cancel" | null>(null);
  const busy = useRef(false);

  const push = useCallback(
    (kind: Entry["kind"], options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setQueue((q) => [...q, { kind, options, resolve }])),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (options) => push("confirm", options),
      alert: async ({ okLabel, onOk, ...rest }) => {
        await push("alert", { ...rest, confirmLabel: okLabel ?? labels.ok, onConfirm: onOk });
      },
    }),
    [push, labels.ok],
  );

  const current = queue[0];
  const settle = async (which: "confirm" | "cancel") => {
    if (!current || busy.current) return;
    const callback = which === "confirm" ? current.options.onConfirm : current.options.onCancel;
    busy.current = true;
    let verdict: Verdict;
    try {
      const result = callback?.();
      if (result instanceof Promise) {
        setLoading(which);
        verdict = await result;
      } else {
        verdict = result;
      }
    } catch {
      verdict = false;
    } finally {
      busy.current = false;
      setLoading(null);
    }
    if (verdict === false) return;
    current.resolve(which === "confirm");
    setQueue((q) => q.slice(1));
  };

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      <Modal
        open={current !== undefined}
        title={current?.options.title ?? ""}
        closeLabel={labels.close}
        onClose={() => void settle("cancel")}
        onConfirm={() => void settle("confirm")}
        confirmLabel={
          current?.options.confirmLabel ?? (current?.kind === "alert" ? labels.ok : labels.confirm)
        }
        cancelLabel={current?.kind === "alert" ? null : (current?.options.cancelLabel ?? labels.cancel)}
        confirmLoading={loading === "confirm"}
        cancelLoading={loading === "cancel"}
        danger={current?.options.danger}
      >
        {current?.options.text ? <div className="modal__text">{current.options.text}</div> : null}
      </Modal>
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error("useDialogs outside DialogProvider");
  return dialogs;
}
