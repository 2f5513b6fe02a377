import type { Messages, MessageTree } from "../../i18n/messages";

/**
 * A namespace's messages as flat `key → template`, placeholders kept: what an island that fills
 * `{{…}}` itself carries (the translator would fill missing parameters with nothing).
 */
export function rawMessages(messages: Messages, namespace: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (tree: MessageTree, path: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = path ? `${path}.${key}` : key;
      if (typeof value === "string") out[full] = value;
      else walk(value, full);
    }
  };
  const root = messages[namespace];
  const start = prefix
    ? prefix.split(".").reduce<MessageTree | undefined>((node, k) => {
        const next = node?.[k];
        return typeof next === "object" ? next : undefined;
      }, root)
    : root;
  if (start) walk(start, "");
  return out;
}
