import { describe, expect, it } from "vitest";
import { NAMESPACES } from "../routes/table";
import { identicalIsAllowed } from "./identical-allowlist";
import { LOCALES } from "./languages";
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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = messagesOf("en");

describe("message files", () => {
  it("English has every namespace the route table needs", () => {
    const present = new Set([...english.keys()].map((key) => key.split(".")[0]));
    expect(NAMESPACES.filter((ns) => !present.has(ns))).toEqual([]);
  });

  describe.each(LOCALES.filter((l) => l !== "en"))("%s", (locale) => {
    const own = messagesOf(locale);

    it("has exactly the keys of English", () => {
      expect([...english.keys()].filter((key) => !own.has(key))).toEqual([]);
      expect([...own.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it("keeps every interpolation placeholder", () => {
      const broken = [...english].filter(([key, text]) => {
        const theirs = own.get(key);
        return theirs !== undefined && placeholders(theirs).join() !== placeholders(text).join();
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
