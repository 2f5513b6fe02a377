import { isValidEmail } from "../../shared/validation";
import type { T } from "./texts";

/** What is wrong with a normalized address once the field was left (null: nothing, or not yet). */
export function emailError(normalized: string, touched: boolean, t: T): string | null {
  if (!touched) return null;
  if (normalized === "") return t("account.errors.emailRequired");
  return isValidEmail(normalized) ? null : t("account.errors.emailInvalid");
}
