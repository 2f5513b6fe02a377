import { COMPANY_EMAILS } from "../catalog/company";
import { CURRENCIES, DEFAULT_CURRENCY } from "../catalog/currencies";
import { DOWNLOAD_PRODUCT_NAMES, DOWNLOAD_PRODUCTS } from "../catalog/download-products";
import { HELP_TOPIC_IDS, HELP_TOPICS, type HelpQuestion, type HelpTopic } from "../catalog/help-topics";
import { LEGAL } from "../catalog/legal";
import { currencyName, formatList } from "../i18n/format";
import type { Locale } from "../i18n/languages";
import type { Translate } from "../i18n/messages";

/** One question of the help section with its answer, as a reader of `locale` sees it. */
export interface HelpAnswer {
  topic: HelpTopic;
  id: HelpQuestion;
  question: string;
  answer: string;
}

/**
 * The facts the answers name besides their counts (the translator fills those from
 * src/i18n/catalogue-facts.ts): addresses, and lists written as the locale writes a list.
 */
export function helpFacts(locale: Locale): Record<string, string> {
  return {
    supportEmail: COMPANY_EMAILS.support,
    privacyEmail: LEGAL.privacyEmail,
    platformNames: formatList(
      DOWNLOAD_PRODUCTS.map((product) => DOWNLOAD_PRODUCT_NAMES[product]),
      locale,
    ),
    currencies: formatList(
      Object.keys(CURRENCIES).map((code) => currencyName(code, locale)),
      locale,
    ),
    defaultCurrency: currencyName(DEFAULT_CURRENCY, locale),
  };
}

/** A question's message key (`help.topics.<topic>.questions.<id>`); `.q` and `.a` hang under it. */
export const questionKey = (topic: HelpTopic, id: string): string => `help.topics.${topic}.questions.${id}`;

/** A topic's questions and answers in `t`'s language, in the catalogue's order. */
export function topicAnswers(t: Translate, locale: Locale, topic: HelpTopic): HelpAnswer[] {
  const facts = helpFacts(locale);
  const ids: readonly HelpQuestion[] = HELP_TOPICS[topic];
  return ids.map((id) => ({
    topic,
    id,
    question: t(`${questionKey(topic, id)}.q`, facts),
    answer: t(`${questionKey(topic, id)}.a`, facts),
  }));
}

/** Every topic's questions and answers, topic by topic: what the search reads. */
export const allAnswers = (t: Translate, locale: Locale): HelpAnswer[] =>
  HELP_TOPIC_IDS.flatMap((topic) => topicAnswers(t, locale, topic));
