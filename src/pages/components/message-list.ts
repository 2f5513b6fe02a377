import type { MessageTree } from "../../i18n/messages";

/**
 * The keys of a message subtree in order (`steps.1`, `steps.2`, …): message files hold no arrays,
 * so a list is an object whose keys the page walks. English defines the list; every locale has
 * the same keys (the parity test checks it).
 */
export function messageKeys(messages: Record<string, MessageTree>, path: string): string[] {
  let node: MessageTree | string | undefined = messages;
  for (const part of path.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  return typeof node === "object" ? Object.keys(node) : [];
}
