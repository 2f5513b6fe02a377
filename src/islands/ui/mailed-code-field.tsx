import { CODE_DIGITS } from "../../catalog/verification-code";
import { Field } from "./field";

const MAILED_CODE = new RegExp(`^\\d{${CODE_DIGITS}}$`);

/** The code has exactly the digits the backend issues (CODE_DIGITS). */
export const isMailedCode = (code: string) => MAILED_CODE.test(code.trim());

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; null when the value is fine or not checked yet. */
  error: string | null;
  /** The form field's name, for a form that also posts without JavaScript. */
  name?: string;
}

/** The digits a mail brought: numeric keyboard, one-time-code autofill, left-to-right. */
export function MailedCodeField({ label, value, onChange, error, name = "mailed-code" }: Props) {
  return (
    <Field
      label={label}
      name={name}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={CODE_DIGITS}
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
