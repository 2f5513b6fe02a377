import { describe, expect, it } from "vitest";
import { localeMessages, TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { categoriesOf, pluralSuffix } from "./counted-message";
import { anyLanguageOf } from "./languages";

/**
 * Placeholders that stand for a number of things: a message showing one is counted and must
 * choose its form by plural rules (decision 095). `page`/`pages` ("page 2 of 5") and prices,
 * percentages and durations formatted by Intl are not counted nouns.
 */
const COUNT_VARIABLES = [
  "count",
  "days",
  "minutes",
  "hours",
  "months",
  "years",
  "age",
  "regions",
  "countries",
  "platforms",
  "languages",
  "devices",
  "articles",
  "results",
  "min",
  "max",
];
const countVariablesIn = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1] ?? "")
    .filter((name) => COUNT_VARIABLES.includes(name));

describe.each(TRANSLATED_LANGUAGES)("counted messages in %s", (locale) => {
  const messages = localeMessages(locale);
  const needed = categoriesOf(anyLanguageOf(locale).intl);

  it("have exactly the plural categories the locale's rules use", () => {
    const groups = new Map<string, string[]>();
    for (const [key] of messages) {
      const plural = pluralSuffix(key);
      if (plural) groups.set(plural.base, [...(groups.get(plural.base) ?? []), plural.category]);
    }
    const wrong = [...groups]
      .filter(([, categories]) => [...categories].sort().join() !== [...needed].sort().join())
      .map(([base, categories]) => `${base}: ${categories.join(" ")}`);
    expect(wrong).toEqual([]);
    expect(groups.size).toBeGreaterThan(0);
  });

  it("interpolate a count only through the plural mechanism", () => {
    const outside = messages
      .filter(([key, text]) => pluralSuffix(key) === null && countVariablesIn(text).length > 0)
      .map(([key, text]) => `${key}: ${countVariablesIn(text).join(" ")}`);
    expect(outside).toEqual([]);
  });
});
