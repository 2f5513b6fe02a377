/** Spec section 9: a toast stays 6000 ms. */
export const TOAST_DURATION_MS = 6000;

export type ToastKind = "success" | "warn" | "error";
