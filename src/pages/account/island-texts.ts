import type { Messages, MessageTree, Translate } from "../../i18n/messages";
import { getOrCreate } from "../../shared/get-or-create";

/** A page's own heading texts, rendered on the server outside the island. */
const PAGE_KEYS = new Set(["meta", "title", "intro"]);
/** A namespace's e-mails (`…mail.*`) are written by the backend: the browser never shows them. */
const SERVER_ONLY_KEY = "mail";

function flatten(tree: MessageTree, prefix: string, out: Record<string, string>, top = false): void {
  for (const [key, value] of Object.entries(tree)) {
    if (top && PAGE_KEYS.has(key)) continue;
    if (typeof value === "string") out[`${prefix}${key}`] = value;
    else if (key !== SERVER_ONLY_KEY) flatten(value, `${prefix}${key}.`, out);
  }
}

// A namespace's merged tree lives as long as the isolate (src/i18n/messages.ts), so its flat
// texts are made once per tree and namespace, not on every render.
const flatTexts = new WeakMap<MessageTree, Map<string, Readonly<Record<string, string>>>>();

function flatOf(tree: MessageTree, ns: string): Readonly<Record<string, string>> {
  const byNamespace = getOrCreate(flatTexts, tree, () => new Map<string, Readonly<Record<string, string>>>());
  return getOrCreate(byNamespace, ns, () => {
    const out: Record<string, string> = {};
    flatten(tree, `${ns}.`, out, true);
    return out;
  });
}

/**
 * The texts an account island needs, flat by full key: its namespaces (without the page's own
 * meta, title and intro)
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
    if (tree) Object.assign(out, flatOf(tree, ns));
  }
  for (const key of keys) out[key] = t(key);
  return out;
}
