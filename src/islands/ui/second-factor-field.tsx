import type { T } from "../lib/texts";
import { bindField, Field, type FieldState } from "./field";

/** Which second factor the field takes: the app's 6 digits, or a recovery code from the list. */
export type SecondFactorKind = "app" | "recovery";

/** The typed code in the form the API compares, or null when it cannot be one of `kind`. */
export function secondFactorCode(kind: SecondFactorKind, typed: string): string | null {
  const bare = typed.replace(/[\s-]/g, "");
  if (kind === "app") return /^\d{6}$/.test(bare) ? bare : null;
  return /^[A-Za-z0-9]{10}$/.test(bare) ? bare.toLowerCase() : null;
}

export function secondFactorFormatError(kind: SecondFactorKind, t: T): string {
  return t(kind === "app" ? "account.errors.totpFormat" : "account.errors.recoveryFormat");
}

interface Props extends FieldState {
  t: T;
  kind: SecondFactorKind;
  /** Offers the other kind (null: the app's code only, as when turning 2FA on). */
  onKindChange: ((kind: SecondFactorKind) => void) | null;
  autoFocus?: boolean;
}

/**
 * The second-factor code: offered to the browser as a one-time code, a number pad for the app's
 * digits, a plain keyboard for a recovery code.
 */
export function SecondFactorField({ t, kind, onKindChange, autoFocus, ...state }: Props) {
  const app = kind === "app";
  return (
    <div className="second-factor">
      <Field
        label={t(app ? "account.twoFactor.appCode" : "account.twoFactor.recoveryCode")}
        hint={t(app ? "account.twoFactor.appCodeHint" : "account.twoFactor.recoveryCodeHint")}
        name={app ? "totp" : "recovery-code"}
        autoComplete="one-time-code"
        inputMode={app ? "numeric" : "text"}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={app ? 7 : 13}
        dir="ltr"
        autoFocus={autoFocus}
        {...bindField(state)}
        required
      />
      {onKindChange ? (
        <button type="button" className="link-button" onClick={() => onKindChange(app ? "recovery" : "app")}>
          {t(app ? "account.twoFactor.useRecovery" : "account.twoFactor.useApp")}
        </button>
      ) : null}
    </div>
  );
}
