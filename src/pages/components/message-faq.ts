import type { Messages, Translate } from "../../i18n/messages";
import type { FaqItem } from "./faq";
import { messageKeys } from "./message-list";

/** The questions under a message path (`<path>.<n>.q` / `.a`) as items for the shared Faq. */
export function faqItems(t: Translate, messages: Messages, path: string): FaqItem[] {
  return messageKeys(messages, path).map((id) => ({
    question: t(`${path}.${id}.q`),
    answer: t(`${path}.${id}.a`),
  }));
}
