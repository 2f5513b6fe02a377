import type { Messages, MessageTree, Translate } from "../../i18n/messages";
import { keptTexts } from "../components/kept-texts";

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

/**
 * The texts an account island needs, flat by full key: its namespaces (without the page's own
 * meta, title and intro)
 * plus single keys from shared namespaces (dialog labels). Only these travel to the browser.
 * `t` is the translator of `messages`. The same trees give the same frozen object on every render
 * (`keptTexts`): it is built and serialized once per isolate, not on every view.
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
  return keptTexts(trees, `${namespaces.join(",")}|${keys.join(",")}`, build);
}
