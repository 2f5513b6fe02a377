import { LANGUAGES, type LanguageCode } from "../../src/i18n/languages";
import type { MessageTree } from "../../src/i18n/messages";

// Every message file, read at build time by Vite: `/locales/<lang>/<namespace>.json`.
const files = import.meta.glob<MessageTree>("/locales/*/*.json", { eager: true, import: "default" });

function flatten(tree: MessageTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Every message of a locale's files as `[namespace.full.key, text]`. */
export function localeMessages(locale: string): [string, string][] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`/locales/${locale}/`))
    .flatMap(([path, tree]) => flatten(tree, `${path.split("/").at(-1)?.replace(".json", "")}.`));
}

/**
 * Every language with message files, routed or not: a new language's translation is held to the
 * same checks as the routed ones before its flag is flipped.
 */
export const TRANSLATED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code).filter((code) =>
  Object.keys(files).some((path) => path.startsWith(`/locales/${code}/`)),
);
