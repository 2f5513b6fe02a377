import type { T } from "../lib/texts";
import { bindField, Field, type FieldState } from "./field";

/** The account e-mail address: typed left to right in every language, with the e-mail keyboard. */
export function EmailField({ t, ...state }: FieldState & { t: T }) {
  return (
    <Field
      label={t("account.email")}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      {...bindField(state)}
      required
    />
  );
}
