import { countedKey, localizedNumbers } from "../../i18n/counted-message";
import type { CheckedKey, KeysIn } from "../../i18n/message-keys";
import { spellAroundNumerals } from "../../i18n/numeral-orthography";
import { fillTemplate } from "./fill-template";

/** An island's texts: full message keys → localized text, picked on the server (see textsOf). */
export type Texts = Record<string, string>;
/**
 * A literal key English lacks fails the type check, as on the server (i18n/message-keys.ts). An
 * island whose texts were picked relative to a namespace (the checkout's) names it as `Scope`.
 */
export type T<Scope extends string = ""> = <K extends string>(
  key: CheckedKey<K, KeysIn<Scope>>,
  params?: Record<string, string | number>,
) => string;

/**
 * `t("account.errors.rateLimited", { count: 5 })` over the texts the server sent, with the
 * server's rules for counted messages (decision 095) and for the words around numbers (decision
 * 180) in the page's Intl locale `intl`.
 */
export function translator<Scope extends string = "">(texts: Texts, intl: string): T<Scope> {
  const has = (key: string) => Object.hasOwn(texts, key);
  const fill = (template: string, params: Record<string, string | number>) =>
    spellAroundNumerals(fillTemplate(template, params), intl);
  return (checked, params) => {
    const key: string = checked;
    if (!params) return texts[key] ?? key;
    const count = params.count;
    if (typeof count !== "number") return fill(texts[key] ?? key, params);
    const chosen = countedKey(key, count, intl, has);
    return fill(texts[chosen] ?? key, localizedNumbers(params, intl));
  };
}
