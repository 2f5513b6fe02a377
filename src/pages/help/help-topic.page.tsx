import { HELP_TOPIC_IDS, type HelpTopic, isHelpTopic } from "../../catalog/help-topics";
import { definePage, defineRoute } from "../define-route";
import { NOT_FOUND, type NotFound } from "../page-entry";
import { HelpTopicPage } from "./help-topic-page";

export const route = defineRoute({
  name: "help-topic",
  styles: ["help"],
  pattern: "/help/:topic",
  namespaces: ["help"],
  params: { topic: HELP_TOPIC_IDS },
});

export default definePage(route, {
  prerender: true,
  // The route's parameter rule already answers an unknown topic with the not-found page.
  load: async (_env, _host, _request, params): Promise<{ topic: HelpTopic } | NotFound> => {
    const topic = params.topic ?? "";
    return isHelpTopic(topic) ? { topic } : NOT_FOUND;
  },
  vars: (_params, t, { topic }) => ({
    title: t("help.topic.title", { topic: t(`help.topics.${topic}.title`) }),
    description: t(`help.topics.${topic}.summary`),
  }),
  Page: ({ data }) => <HelpTopicPage topic={data.topic} />,
});
