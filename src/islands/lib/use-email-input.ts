import { useState } from "react";
import { isValidEmail, normalizeEmail } from "../../shared/validation";
import { emailError } from "./email-error";
import type { T } from "./texts";

/** The account e-mail field's state: what was typed, the address it means, and its message once left. */
export function useEmailInput(t: T) {
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const normalized = normalizeEmail(value);
  const touch = () => setTouched(true);
  return {
    normalized,
    valid: isValidEmail(normalized),
    /** Show the message now (the form was submitted). */
    touch,
    /** EmailField's props. */
    field: { t, value, error: emailError(normalized, touched, t), onChange: setValue, onBlur: touch },
  };
}
