import { bindField, Field, type FieldState } from "./field";

interface Props extends FieldState {
  label: string;
  /** The form field's name: "password" on the sign-in form, "current-password" beside a new one. */
  name: string;
}

/** The password the account has now, offered to the browser's password manager as such. */
export function CurrentPasswordField({ label, name, ...state }: Props) {
  return (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete="current-password"
      dir="ltr"
      {...bindField(state)}
      required
    />
  );
}
