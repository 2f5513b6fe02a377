import { useCallback, useEffect, useRef, useState } from "react";
import { TOAST_DURATION_MS, type ToastKind } from "../shared/ui";

export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

/** Toast state for an island: `show` replaces the current toast, which hides after 6 s. */
export function useToast(duration = TOAST_DURATION_MS) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: ToastMessage) => {
      clearTimeout(timer.current);
      setToast(next);
      timer.current = setTimeout(() => setToast(null), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, show, dismiss: () => setToast(null) };
}

/** Fixed at top centre; announced politely to screen readers. */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? <div className={`toast toast--${toast.kind}`}>{toast.text}</div> : null}
    </div>
  );
}
