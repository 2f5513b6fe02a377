/** An island's texts: full message keys → localized text, picked on the server (see textsOf). */
export type Texts = Record<string, string>;
export type T = (key: string, params?: Record<string, string | number>) => string;

/** `t("account.errors.rateLimited", { minutes: 5 })` over the texts the server sent. */
export function translator(texts: Texts): T {
  return (key, params) => {
    const text = texts[key] ?? key;
    return params
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""))
      : text;
  };
}
