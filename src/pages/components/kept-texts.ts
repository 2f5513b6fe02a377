import type { MessageTree } from "../../i18n/messages";
import { getOrCreate } from "../../shared/get-or-create";
import { constantJson } from "../../shared/script-json";

/** What an island's texts were made from, and the texts: kept while the same trees are loaded. */
interface Kept {
  trees: readonly (MessageTree | undefined)[];
  texts: Readonly<Record<string, string>>;
}

// By the first tree (one per namespace, locale and isolate), then by what the caller builds.
const kept = new WeakMap<MessageTree, Map<string, Kept>>();

/**
 * An island's texts built from message trees, which live as long as the isolate's namespace cache
 * (src/i18n/messages.ts): one frozen object while the same trees are loaded, serialized once
 * (`constantJson`, decision 192), not on every view. A tree loaded again makes them again.
 * `what` names the texts among those built from the same first tree.
 */
export function keptTexts(
  trees: readonly (MessageTree | undefined)[],
  what: string,
  build: () => Record<string, string>,
): Readonly<Record<string, string>> {
  const first = trees[0];
  if (!first) return build();
  const byWhat = getOrCreate(kept, first, () => new Map<string, Kept>());
  const hit = byWhat.get(what);
  if (hit?.trees.every((tree, i) => tree === trees[i])) return hit.texts;
  const texts = constantJson(build());
  byWhat.set(what, { trees, texts });
  return texts;
}
