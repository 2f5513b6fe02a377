import type { Messages, MessageTree, Translate } from "../../i18n/messages";

function flatten(tree: MessageTree, prefix: string, out: Record<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (key === "meta") continue;
    if (typeof value === "string") out[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
}

/**
 * The texts an account island needs, flat by full key: its namespaces (without page metadata)
 * plus single keys from shared namespaces (dialog labels). Only these travel to the browser.
 */
export function islandTexts(
  messages: Messages,
  namespaces: readonly string[],
  t: Translate,
  keys: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ns of namespaces) {
    const tree = messages[ns];
    if (tree) flatten(tree, `${ns}.`, out);
  }
  for (const key of keys) out[key] = t(key);
  return out;
}
