import { describe, expect, it } from "vitest";
import { TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { NAMESPACES } from "../routes/table";
import { englishShare, wordsOf } from "./english-share";
import type { MessageTree } from "./messages";

// Every message file, read at build time by Vite: `/locales/<lang>/<namespace>.json`.
const files = import.meta.glob<MessageTree>("/locales/*/*.json", { eager: true, import: "default" });

const textsOf = (tree: MessageTree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "object" ? textsOf(value) : [value]));

function namespaceText(locale: string, namespace: string): string {
  const tree = files[`/locales/${locale}/${namespace}.json`];
  return tree ? textsOf(tree).join("\n") : "";
}

/** Above this share of English function words a text reads as English (English prose: > 0.1). */
const MAX_ENGLISH_SHARE = 0.05;
/** Below this many words one borrowed phrase would swing the share; such namespaces are skipped. */
const MIN_WORDS = 40;

describe("English share of a text", () => {
  it("is high for English prose and near zero for a translation", () => {
    expect(
      englishShare("Protect your connection on public Wi-Fi and keep your browsing private."),
    ).toBeGreaterThan(0.1);
    expect(englishShare("Schützen Sie Ihre Verbindung im öffentlichen WLAN mit VPN Master.")).toBe(0);
  });

  it("counts words in any script", () => {
    expect(wordsOf("VPN Masterを始める — Подключить")).toEqual(["vpn", "masterを始める", "подключить"]);
  });
});

describe("no locale's page is mostly English", () => {
  it("the check would notice: every long English namespace is above the threshold", () => {
    const long = NAMESPACES.filter((ns) => wordsOf(namespaceText("en", ns)).length >= 100);
    expect(long.length).toBeGreaterThan(3);
    for (const ns of long)
      expect(englishShare(namespaceText("en", ns)), ns).toBeGreaterThan(MAX_ENGLISH_SHARE);
  });

  describe.each(TRANSLATED_LANGUAGES.filter((l) => l !== "en"))("%s", (locale) => {
    const measurable = NAMESPACES.filter((ns) => wordsOf(namespaceText(locale, ns)).length >= MIN_WORDS);
    it.each(measurable)("%s reads in its own language", (namespace) => {
      expect(englishShare(namespaceText(locale, namespace))).toBeLessThan(MAX_ENGLISH_SHARE);
    });
  });
});
