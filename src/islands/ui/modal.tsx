import { type ReactNode, useEffect, useId, useRef } from "react";
import { Spinner } from "./spinner";

export interface ModalProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Close icon, Escape and the cancel button all call this (unless busy). */
  onClose: () => void;
  onConfirm?: () => void;
  confirmLabel?: string;
  /** Null hides the cancel button (an alert). */
  cancelLabel?: string | null;
  closeLabel: string;
  confirmLoading?: boolean;
  cancelLoading?: boolean;
  /** Danger styling for destructive confirmations. */
  danger?: boolean;
}

/**
 * The shared modal dialog (spec section 2): title, close icon, confirm and cancel buttons with
 * spinners; width 90 %, min 78 and max 104 units (1 unit = 0.25rem). A native <dialog> opened
 * with showModal(): the rest of the page is inert (focus stays inside), Escape closes, and focus
 * returns to whatever had it before.
 */
export function Modal(props: ModalProps) {
  const { open, title, children, onClose, onConfirm, confirmLabel, cancelLabel, closeLabel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const before = useRef<Element | null>(null);
  const titleId = useId();
  const busy = Boolean(props.confirmLoading || props.cancelLoading);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      before.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (before.current instanceof HTMLElement) before.current.focus();
    }
  }, [open]);

  // Escape fires `cancel`; the dialog closes only through our state, and never while busy.
  const onCancel = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onClose();
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onCancel}>
      {/* Always rendered, so aria-labelledby always names an element; a closed dialog is hidden. */}
      <div className="modal__body">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={closeLabel}
            onClick={onClose}
            disabled={busy}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__content">{children}</div>
        {onConfirm || cancelLabel ? (
          <div className="modal__actions">
            {cancelLabel ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={onClose}
                disabled={busy}
                aria-busy={props.cancelLoading || undefined}
              >
                {props.cancelLoading ? <Spinner /> : null}
                {cancelLabel}
              </button>
            ) : null}
            {onConfirm ? (
              <button
                type="button"
                className={`button ${props.danger ? "button--danger" : "button--primary"}`}
                onClick={onConfirm}
                disabled={busy}
                aria-busy={props.confirmLoading || undefined}
              >
                {props.confirmLoading ? <Spinner /> : null}
                {confirmLabel}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
