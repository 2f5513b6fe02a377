import { RECOVERY_CODE_FACTS, RECOVERY_CODES_FACTS, TOTP_FACTS } from "../../shared/account-text-facts";
import { RECOVERY_CODE_LENGTH, TOTP_DIGITS } from "../../shared/validation";
import type { T } from "../lib/texts";
import { bindField, Field, type FieldState } from "./field";

/** Which second factor the field takes: the app's digits, or a recovery code from the list. */
export type SecondFactorKind = "app" | "recovery";

const TOTP_SHAPE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_SHAPE = new RegExp(`^[A-Za-z0-9]{${RECOVERY_CODE_LENGTH}}$`);

/** The typed code in the form the API compares, or null when it cannot be one of `kind`. */
export function secondFactorCode(kind: SecondFactorKind, typed: string): string | null {
  const bare = typed.replace(/[\s-]/g, "");
  if (kind === "app") return TOTP_SHAPE.test(bare) ? bare : null;
  return RECOVERY_SHAPE.test(bare) ? bare.toLowerCase() : null;
}

export function secondFactorFormatError(kind: SecondFactorKind, t: T): string {
  return kind === "app"
    ? t("account.errors.totpFormat", TOTP_FACTS)
    : t("account.errors.recoveryFormat", RECOVERY_CODE_FACTS);
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
        hint={
          app
            ? t("account.twoFactor.appCodeHint", TOTP_FACTS)
            : t("account.twoFactor.recoveryCodeHint", RECOVERY_CODES_FACTS)
        }
        name={app ? "totp" : "recovery-code"}
        autoComplete="one-time-code"
        inputMode={app ? "numeric" : "text"}
        autoCapitalize="off"
        spellCheck={false}
        // Room for a space or dash the user types between groups.
        maxLength={app ? TOTP_DIGITS + 1 : RECOVERY_CODE_LENGTH + 3}
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
