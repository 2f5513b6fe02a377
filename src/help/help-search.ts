import type { HelpQuestion, HelpTopic } from "../catalog/help-topics";
import type { Locale } from "../i18n/languages";
import type { Translate } from "../i18n/messages";
import { type Segment, searchTexts } from "../shared/text-search";
import { allAnswers } from "./help-answers";

/** A help search result: where the answer is, and its question and answer with the matches marked. */
export interface HelpHit {
  topic: HelpTopic;
  id: HelpQuestion;
  question: Segment[];
  snippet: Segment[];
}

/**
 * /help/search over the questions and answers of one language, with the site's one search
 * (src/shared/text-search.ts, decision 179): the question weighs like an article's title, the
 * topic's name like its tags, the answer like its body. Equal scores keep the topics' order.
 */
export function searchHelp(t: Translate, locale: Locale, query: string): HelpHit[] {
  return searchTexts(allAnswers(t, locale), query, (answer) => ({
    title: answer.question,
    description: "",
    tags: t(`help.topics.${answer.topic}.title`),
    body: answer.answer,
  })).map(({ item, title, snippet }) => ({ topic: item.topic, id: item.id, question: title, snippet }));
}
