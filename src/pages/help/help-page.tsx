import { HELP_TOPIC_IDS } from "../../catalog/help-topics";
import { topicAnswers } from "../../help/help-answers";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Hero } from "../components/hero";
import { Icon } from "../components/icon";
import { LocalLink } from "../components/local-link";
import { Section } from "../components/section";
import { usePage } from "../page-context";
import { HelpContact } from "./help-contact";
import { questionPath, topicPath } from "./help-paths";
import { HelpSearchForm } from "./help-search-form";
import { TOPIC_ICONS } from "./topic-icons";

/** /help: the search, every topic with its questions (each links its answer), and the way to a person. */
export function HelpPage() {
  const { t, language } = usePage();
  return (
    <>
      <Hero
        title={t("help.index.title")}
        intro={t("help.index.intro")}
        before={
          <Breadcrumbs items={[{ label: t("common.home"), to: "/" }, { label: t("help.index.title") }]} />
        }
      >
        <HelpSearchForm />
      </Hero>
      <Section id="topics" title={t("help.index.topicsTitle")}>
        <ul className="help-topics">
          {HELP_TOPIC_IDS.map((topic) => (
            <li key={topic} className="card help-topic-card">
              <h3>
                <LocalLink to={topicPath(topic)} className="help-topic-card__link">
                  <Icon icon={TOPIC_ICONS[topic]} />
                  {t(`help.topics.${topic}.title`)}
                </LocalLink>
              </h3>
              <p>{t(`help.topics.${topic}.summary`)}</p>
              <ul className="help-topic-card__questions">
                {topicAnswers(t, language.code, topic).map((answer) => (
                  <li key={answer.id}>
                    <LocalLink to={questionPath(topic, answer.id)}>{answer.question}</LocalLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <HelpContact />
    </>
  );
}
