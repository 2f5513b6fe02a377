import { describe, expect, it } from "vitest";
import { TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { NAMESPACES } from "../routes/table";
import { pluralSuffix } from "./counted-message";
import { identicalIsAllowed } from "./identical-allowlist";
import type { MessageTree } from "./messages";

// Every message file, read at build time by Vite: `/locales/<lang>/<namespace>.json`.
const files = import.meta.glob<MessageTree>("/locales/*/*.json", { eager: true, import: "default" });

function flatten(tree: MessageTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

function messagesOf(locale: string): Map<string, string> {
  const entries = Object.entries(files)
    .filter(([path]) => path.startsWith(`/locales/${locale}/`))
    .flatMap(([path, tree]) => flatten(tree, `${path.split("/").at(-1)?.replace(".json", "")}.`));
  return new Map(entries);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "");

/**
 * Messages by key with a counted message's forms taken together (`x_one`, `x_few` → `x`): each
 * locale has the forms its plural rules need (decision 095), so keys compare by their base and
 * placeholders by all forms at once (the Arabic dual names no number, its other forms do).
 */
function placeholdersByMessage(messages: Map<string, string>): Map<string, string> {
  const out = new Map<string, Set<string>>();
  for (const [key, text] of messages) {
    const base = pluralSuffix(key)?.base ?? key;
    const names = out.get(base) ?? new Set<string>();
    for (const name of placeholders(text)) names.add(name);
    out.set(base, names);
  }
  return new Map([...out].map(([key, names]) => [key, [...names].sort().join()]));
}

const english = messagesOf("en");
const englishMessages = placeholdersByMessage(english);

describe("message files", () => {
  it("English has every namespace the route table needs", () => {
    const present = new Set([...english.keys()].map((key) => key.split(".")[0]));
    expect(NAMESPACES.filter((ns) => !present.has(ns))).toEqual([]);
  });

  describe.each(TRANSLATED_LANGUAGES.filter((l) => l !== "en"))("%s", (locale) => {
    const own = messagesOf(locale);
    const ownMessages = placeholdersByMessage(own);

    it("has exactly the messages of English", () => {
      expect([...englishMessages.keys()].filter((key) => !ownMessages.has(key))).toEqual([]);
      expect([...ownMessages.keys()].filter((key) => !englishMessages.has(key))).toEqual([]);
    });

    it("keeps every interpolation placeholder", () => {
      const broken = [...englishMessages].filter(([key, names]) => {
        const theirs = ownMessages.get(key);
        return theirs !== undefined && theirs !== names;
      });
      expect(broken.map(([key]) => key)).toEqual([]);
    });

    it("has no text left identical to English outside the allow-list", () => {
      const untranslated = [...english]
        .filter(([key, text]) => own.get(key) === text && !identicalIsAllowed(locale, key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it("has no empty text", () => {
      expect([...own].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    });
  });
});
