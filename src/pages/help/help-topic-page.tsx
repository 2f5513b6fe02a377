import { HELP_TOPIC_IDS, type HelpTopic } from "../../catalog/help-topics";
import { topicAnswers } from "../../help/help-answers";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Faq } from "../components/faq";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LinkedText } from "../components/linked-text";
import { LocalLink } from "../components/local-link";
import { Section } from "../components/section";
import { usePage } from "../page-context";
import { HelpContact } from "./help-contact";
import { topicPath } from "./help-paths";
import { HelpSearchForm } from "./help-search-form";
import { RelatedLinks } from "./related-links";
import { TOPIC_ICONS } from "./topic-icons";

/**
 * /help/{topic}: the topic's questions as the site's FAQ (details and summary, no script; the
 * FAQPage data for search engines), each answer with the pages it names, and the other topics.
 */
export function HelpTopicPage({ topic }: { topic: HelpTopic }) {
  const { t, language } = usePage();
  const title = t(`help.topics.${topic}.title`);
  const items = topicAnswers(t, language.code, topic).map((answer) => ({
    id: answer.id,
    question: answer.question,
    answer: answer.answer,
    body: (
      <p>
        <LinkedText text={answer.answer} />
      </p>
    ),
    more: <RelatedLinks topic={topic} id={answer.id} />,
  }));
  return (
    <>
      <Hero
        title={title}
        intro={t(`help.topics.${topic}.summary`)}
        before={
          <Breadcrumbs
            items={[
              { label: t("common.home"), to: "/" },
              { label: t("help.index.title"), to: "/help" },
              { label: title },
            ]}
          />
        }
      >
        <HelpSearchForm />
      </Hero>
      <Section id="questions" title={t("help.topic.questionsTitle")}>
        <Faq items={items} />
      </Section>
      <Section id="other-topics" title={t("help.topic.otherTopics")} tone="soft">
        <ul className="help-topic-links">
          {HELP_TOPIC_IDS.filter((other) => other !== topic).map((other) => (
            <li key={other}>
              <LocalLink to={topicPath(other)} className="help-topic-link">
                <Icon icon={TOPIC_ICONS[other]} />
                <span>{t(`help.topics.${other}.title`)}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </Section>
      <HelpContact />
    </>
  );
}
