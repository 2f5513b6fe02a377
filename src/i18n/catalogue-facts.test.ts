import { describe, expect, it } from "vitest";
import { messageKeys } from "../pages/components/message-list";
import { CATALOGUE_FACTS } from "./catalogue-facts";
import { LOCALES, languageOf } from "./languages";
import { createTranslator, type Messages, type MessageTree } from "./messages";

const files = import.meta.glob<MessageTree>("/locales/*/*.json", { eager: true, import: "default" });

/** A locale's messages as the pages load them: every namespace, over nothing (no English fallback). */
function messagesOf(locale: string): Messages {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`/locales/${locale}/`))
      .map(([path, tree]) => [path.split("/").at(-1)?.replace(".json", "") ?? path, tree]),
  );
}

describe.each(LOCALES)("catalogue facts in %s", (locale) => {
  const t = createTranslator(locale, messagesOf(locale));
  const digits = new Intl.NumberFormat(languageOf(locale).intl);

  it.each(Object.entries(CATALOGUE_FACTS))("%s states the catalogue's number", (key, fact) => {
    const text = t(key);
    expect(text).not.toBe(key);
    expect(text).not.toContain("{{");
    for (const count of [fact.count, ...Object.values(fact.phrases ?? {}).map((phrase) => phrase.count)]) {
      expect(text).toContain(digits.format(count));
    }
  });
});

describe("lists that hold a counted message", () => {
  it("show the counted item once, in its list position", () => {
    const t = createTranslator("en", messagesOf("en"));
    const messages = messagesOf("en");
    const points = messageKeys(messages, "vpn-trial.sections.included.points");
    expect(points[0]).toBe("a");
    expect(new Set(points).size).toBe(points.length);
    expect(t(`vpn-trial.sections.included.points.${points[0]}`)).toMatch(/^Servers in \d+ regions across/);
  });
});
