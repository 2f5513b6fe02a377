import type { Messages, MessageTree } from "../../i18n/messages";

/**
 * The child keys under a message path, in file order: lets a page render however many
 * paragraphs, points or questions its messages hold (`childKeys(messages, "what-is-vpn.faq.items")`).
 * The English tree underlies every locale (see loadMessages), so the order is the same in all.
 */
export function childKeys(messages: Messages, path: string): string[] {
  let node: MessageTree | string | undefined = messages as unknown as MessageTree;
  for (const part of path.split(".")) {
    if (typeof node !== "object") return [];
    node = node[part];
  }
  return typeof node === "object" ? Object.keys(node) : [];
}
