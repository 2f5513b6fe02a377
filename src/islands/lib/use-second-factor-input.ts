import { useState } from "react";
import { type SecondFactorKind, secondFactorCode, secondFactorFormatError } from "../ui/second-factor-field";
import type { T } from "./texts";

/**
 * A second-factor field's state: which kind is asked for, what was typed, its message once the
 * form was submitted, and the code to send (null while it cannot be one).
 */
export function useSecondFactorInput(t: T) {
  const [kind, setKind] = useState<SecondFactorKind>("app");
  const [typed, setTyped] = useState("");
  const [touched, setTouched] = useState(false);
  const code = secondFactorCode(kind, typed);
  return {
    code,
    kind,
    touch: () => setTouched(true),
    /** Props for SecondFactorField; switching the kind starts the field afresh. */
    field: {
      t,
      kind,
      value: typed,
      error: touched && !code ? secondFactorFormatError(kind, t) : null,
      onChange: setTyped,
      onKindChange: (next: SecondFactorKind) => {
        setKind(next);
        setTyped("");
        setTouched(false);
      },
    },
  };
}
