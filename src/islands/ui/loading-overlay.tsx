import type { ReactNode } from "react";
import { Spinner } from "./spinner";

/**
 * Spec sections 2 and 4: a loading overlay over its region (or the whole screen), present while
 * `active` is true and removed when false. The region is marked busy for assistive technology.
 */
export function LoadingOverlay({
  active,
  label,
  fullScreen = false,
  children,
}: {
  active: boolean;
  label: string;
  fullScreen?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="loading-region" aria-busy={active || undefined}>
      {children}
      {active ? (
        <div className={`loading-overlay${fullScreen ? " loading-overlay--full" : ""}`} role="status">
          <Spinner />
          <span className="visually-hidden">{label}</span>
        </div>
      ) : null}
    </div>
  );
}
