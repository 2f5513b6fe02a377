import { useId } from "react";
import type { T } from "../lib/texts";
import { bindField, Field, type FieldState } from "./field";
import { PasswordRules } from "./password-rules";

interface Props extends FieldState {
  t: T;
  /** The field's label key: "account.newPassword" unless the account has no password yet. */
  labelKey?: string;
  /** The password typed again; left out where the form asks once. */
  confirmation?: FieldState;
}

/** A new password with the policy ticked as you type (tied to the field), and its confirmation. */
export function NewPasswordFields({ t, labelKey = "account.newPassword", confirmation, ...state }: Props) {
  const rulesId = useId();
  return (
    <>
      <Field
        label={t(labelKey)}
        type="password"
        name="new-password"
        autoComplete="new-password"
        dir="ltr"
        aria-describedby={rulesId}
        {...bindField(state)}
        required
      />
      <PasswordRules password={state.value} t={t} id={rulesId} />
      {confirmation ? (
        <Field
          label={t("account.confirmPassword")}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          dir="ltr"
          {...bindField(confirmation)}
          required
        />
      ) : null}
    </>
  );
}
