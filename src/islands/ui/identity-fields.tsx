import type { T } from "../lib/texts";
import type { useSecondFactorInput } from "../lib/use-second-factor-input";
import { CurrentPasswordField } from "./current-password-field";
import { SecondFactorField } from "./second-factor-field";

interface Props {
  t: T;
  /** The form field's name ("password" where a plain form post reads it). */
  name: string;
  password: string;
  onPassword: (value: string) => void;
  touched: boolean;
  /** The second factor's field, when two-factor sign-in is on; else null. */
  secondFactor: ReturnType<typeof useSecondFactorInput>["field"] | null;
}

/** The proof a change a borrowed session must not make asks for: the password, and 2FA's code. */
export function IdentityFields({ t, name, password, onPassword, touched, secondFactor }: Props) {
  return (
    <>
      <CurrentPasswordField
        label={t("account.currentPassword")}
        name={name}
        value={password}
        error={touched && password === "" ? t("account.errors.passwordRequired") : null}
        onChange={onPassword}
      />
      {secondFactor ? <SecondFactorField {...secondFactor} /> : null}
    </>
  );
}
