import type { Messages, MessageTree, Translate } from "../../i18n/messages";
import { getOrCreate } from "../../shared/get-or-create";
import { constantJson } from "../../shared/script-json";

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

/** What an island's texts were made from, and the texts: kept while the same trees are loaded. */
interface Kept {
  trees: readonly (MessageTree | undefined)[];
  texts: Readonly<Record<string, string>>;
}

// By the first namespace's tree (one per locale and isolate), then by which namespaces and keys.
const kept = new WeakMap<MessageTree, Map<string, Kept>>();

/**
 * The texts an account island needs, flat by full key: its namespaces (without the page's own
 * meta, title and intro)
 * plus single keys from shared namespaces (dialog labels). Only these travel to the browser.
 * `t` is the translator of `messages`. The same trees give the same frozen object on every render
 * (`constantJson`): it is built and serialized once per isolate, not on every view.
 */
export function islandTexts(
  messages: Messages,
  namespaces: readonly string[],
  t: Translate,
  keys: readonly string[] = [],
): Readonly<Record<string, string>> {
  const build = () => {
    const out: Record<string, string> = {};
    for (const ns of namespaces) {
      const tree = messages[ns];
      if (tree) flatten(tree, `${ns}.`, out, true);
    }
    for (const key of keys) out[key] = t(key);
    return out;
  };
  const trees = [...namespaces, ...keys.map((key) => key.slice(0, key.indexOf(".")))].map(
    (ns) => messages[ns],
  );
  const first = trees[0];
  if (!first) return build();
  const byWhat = getOrCreate(kept, first, () => new Map<string, Kept>());
  const what = `${namespaces.join(",")}|${keys.join(",")}`;
  const hit = byWhat.get(what);
  if (hit?.trees.every((tree, i) => tree === trees[i])) return hit.texts;
  const texts = constantJson(build());
  byWhat.set(what, { trees, texts });
  return texts;
}
