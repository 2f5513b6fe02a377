import { describe, expect, it } from "vitest";
import { localeMessages, TRANSLATED_LANGUAGES } from "../../test/support/locale-messages";
import { pluralSuffix } from "../i18n/counted-message";
import { DOWNLOAD_PRODUCTS } from "./download-products";
import { HELP_QUESTIONS_PER_TOPIC, HELP_TOPIC_IDS, HELP_TOPICS, SETUP_QUESTION_OF } from "./help-topics";

/** A locale's help messages by key, a counted message's forms under their base name. */
function helpMessages(locale: string): Map<string, string> {
  return new Map(
    localeMessages(locale)
      .filter(([key]) => key.startsWith("help."))
      .map(([key, text]) => [pluralSuffix(key)?.base ?? key, text]),
  );
}

describe("help topics (src/catalog/help-topics.ts)", () => {
  it("names six topics, each with a readable, unique id per question and 5 to 7 questions", () => {
    expect(HELP_TOPIC_IDS).toEqual(["billing", "refunds", "devices", "privacy", "setup", "account"]);
    for (const topic of HELP_TOPIC_IDS) {
      const ids: readonly string[] = HELP_TOPICS[topic];
      expect(ids.length, topic).toBeGreaterThanOrEqual(HELP_QUESTIONS_PER_TOPIC.min);
      expect(ids.length, topic).toBeLessThanOrEqual(HELP_QUESTIONS_PER_TOPIC.max);
      expect(new Set(ids).size, topic).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it.each(TRANSLATED_LANGUAGES)("every topic has its title, summary and questions in %s", (locale) => {
    const messages = helpMessages(locale);
    const missing = HELP_TOPIC_IDS.flatMap((topic) => [
      `help.topics.${topic}.title`,
      `help.topics.${topic}.summary`,
      ...HELP_TOPICS[topic].flatMap((id) => [
        `help.topics.${topic}.questions.${id}.q`,
        `help.topics.${topic}.questions.${id}.a`,
      ]),
    ]).filter((key) => !messages.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it("has no question in the messages that the catalogue does not list", () => {
    const listed = new Set(
      HELP_TOPIC_IDS.flatMap((topic) =>
        HELP_TOPICS[topic].map((id) => `help.topics.${topic}.questions.${id}`),
      ),
    );
    const extra = [...helpMessages("en").keys()]
      .filter((key) => key.includes(".questions."))
      .map((key) => key.replace(/\.[qa]$/, ""))
      .filter((question) => !listed.has(question));
    expect(extra).toEqual([]);
    const topics = new Set(
      [...helpMessages("en").keys()]
        .filter((key) => key.startsWith("help.topics."))
        .map((key) => key.split(".")[2]),
    );
    expect([...topics]).toEqual(HELP_TOPIC_IDS);
  });

  it("explains the setup of every platform we ship in a setup question", () => {
    const setup: readonly string[] = HELP_TOPICS.setup;
    for (const product of DOWNLOAD_PRODUCTS) expect(setup, product).toContain(SETUP_QUESTION_OF[product]);
  });
});
