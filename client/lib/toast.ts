import { TOAST_DURATION_MS, type ToastKind } from "../../src/shared/ui";

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Shows a toast in a server-rendered `role="status"` region (fixed at the top centre by the
 * stylesheet); it replaces the current one and hides after the spec's 6 seconds.
 */
export function showToast(region: HTMLElement, kind: ToastKind, text: string): void {
  clearTimeout(timers.get(region));
  const toast = document.createElement("div");
  toast.className = `toast toast--${kind}`;
  toast.textContent = text;
  region.replaceChildren(toast);
  timers.set(
    region,
    setTimeout(() => region.replaceChildren(), TOAST_DURATION_MS),
  );
}
