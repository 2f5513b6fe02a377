import { pluralSuffix } from "../../i18n/counted-message";
import type { MessageTree } from "../../i18n/messages";

/**
 * The keys of a message subtree in order (`steps.1`, `steps.2`, …): message files hold no arrays,
 * so a list is an object whose keys the page walks. English defines the list; every locale has
 * the same keys (the parity test checks it). A counted item (`p1_one`, `p1_other`) is one item,
 * `p1`, looked up with its count.
 */
export function messageKeys(messages: Record<string, MessageTree>, path: string): string[] {
  let node: MessageTree | string | undefined = messages;
  for (const part of path.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "object") return [];
  return [...new Set(Object.keys(node).map((key) => pluralSuffix(key)?.base ?? key))];
}
