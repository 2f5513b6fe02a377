import type { ReactNode } from "react";
import { Spinner } from "./spinner";

interface Props {
  className: string;
  /** A submission is in flight: the button shows the spinner and takes no second click. */
  busy: boolean;
  /** Disabled for another reason too (not hydrated yet, nothing to submit). */
  disabled?: boolean;
  /** Also say `aria-busy` while busy (where the label alone does not tell). */
  announceBusy?: boolean;
  type?: "submit" | "button";
  onClick?: () => void;
  children: ReactNode;
}

/** A form's action button with its busy spinner. */
export function BusyButton({
  className,
  busy,
  disabled = false,
  announceBusy = false,
  type = "submit",
  onClick,
  children,
}: Props) {
  return (
    <button
      type={type}
      className={className}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={(announceBusy && busy) || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
