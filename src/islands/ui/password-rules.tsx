import { PASSWORD_LENGTH_FACTS } from "../../shared/account-text-facts";
import { PASSWORD_RULES, passwordChecks } from "../../shared/validation";
import type { T } from "../lib/texts";

/** The password policy, each rule ticked as the user types (spec section 5). */
export function PasswordRules({ password, t, id }: { password: string; t: T; id?: string }) {
  const checks = passwordChecks(password);
  // Nothing typed yet: no rule is ticked (an empty field is not "free of accents" in any useful sense).
  const met = (rule: keyof typeof checks) => password !== "" && checks[rule];
  return (
    <div id={id}>
      <p className="field__hint">{t("account.rules.title")}</p>
      <ul className="rules">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} data-met={met(rule)}>
            {t(`account.rules.${rule}`, PASSWORD_LENGTH_FACTS)}
            <span className="visually-hidden">{met(rule) ? ` ${t("account.rules.met")}` : ""}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
