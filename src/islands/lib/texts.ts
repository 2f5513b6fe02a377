import { countedKey, localizedNumbers } from "../../i18n/counted-message";
import { fillTemplate } from "../../shared/fill-template";

/** An island's texts: full message keys → localized text, picked on the server (see textsOf). */
export type Texts = Record<string, string>;
export type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * `t("account.errors.rateLimited", { count: 5 })` over the texts the server sent, with the
 * server's rules for counted messages (decision 095) in the page's Intl locale `intl`.
 */
export function translator(texts: Texts, intl: string): T {
  const has = (key: string) => Object.hasOwn(texts, key);
  return (key, params) => {
    if (!params) return texts[key] ?? key;
    const count = params.count;
    if (typeof count !== "number") return fillTemplate(texts[key] ?? key, params);
    const chosen = countedKey(key, count, intl, has);
    return fillTemplate(texts[chosen] ?? key, localizedNumbers(params, intl));
  };
}
