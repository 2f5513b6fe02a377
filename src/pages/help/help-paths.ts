import type { HelpTopic } from "../../catalog/help-topics";
import { pathTo, type SitePath } from "../../routes/route-paths";

/** A topic's page. */
export const topicPath = (topic: HelpTopic): SitePath => pathTo("/help/:topic", { topic });

/** One question on its topic's page: the fragment opens it (FaqItem.id). */
export const questionPath = (topic: HelpTopic, id: string): SitePath =>
  `${topicPath(topic)}#${id}` as SitePath;
