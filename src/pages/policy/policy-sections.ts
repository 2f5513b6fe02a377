import { pluralSuffix } from "../../i18n/counted-message";
import type { MessageTree, Translate } from "../../i18n/messages";

/**
 * A policy document's text lives in its namespace as `sections`: an ordered object whose keys are
 * the section ids (the anchors of the table of contents). Each section has a `heading` and a
 * `body` of blocks, in order: a string is a paragraph, an object is a bullet list whose items are
 * strings or `{ term, text }` pairs.
 */
export type PolicyItem = { term?: string; text: string };
export type PolicyBlock = { key: string } & (
  | { kind: "p"; text: string }
  | { kind: "list"; items: PolicyItem[] }
);
export interface PolicySection {
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

const isTree = (value: unknown): value is MessageTree => typeof value === "object" && value !== null;

/** A tree's entries with a counted text's forms (`p1_one`, `p1_other`) as one text (`p1`), in order. */
function textEntries(tree: MessageTree): [string, MessageTree | string][] {
  const out = new Map<string, MessageTree | string>();
  for (const [key, value] of Object.entries(tree)) {
    const base = pluralSuffix(key)?.base;
    if (base === undefined) out.set(key, value);
    else if (!out.has(base)) out.set(base, "");
  }
  return [...out];
}

/**
 * The sections of namespace `ns`, every text through `t` so placeholders are filled; a text
 * named in `counts` (full message path → number) is counted by its locale's plural rules.
 */
export function policySections(
  ns: string,
  tree: MessageTree | undefined,
  t: Translate,
  vars: Record<string, string | number>,
  counts: Readonly<Record<string, number>> = {},
): PolicySection[] {
  const sections = tree?.sections;
  if (!isTree(sections)) return [];
  const text = (path: string) => {
    const count = counts[path];
    return t(path, count === undefined ? vars : { ...vars, count });
  };
  return Object.entries(sections).flatMap(([id, section]) => {
    if (!isTree(section)) return [];
    const base = `${ns}.sections.${id}`;
    const body = isTree(section.body) ? section.body : {};
    const blocks = textEntries(body).map(([key, block]): PolicyBlock => {
      const path = `${base}.body.${key}`;
      if (!isTree(block)) return { key, kind: "p", text: text(path) };
      const items = textEntries(block).map(
        ([item, value]): PolicyItem =>
          isTree(value)
            ? { term: text(`${path}.${item}.term`), text: text(`${path}.${item}.text`) }
            : { text: text(`${path}.${item}`) },
      );
      return { key, kind: "list", items };
    });
    return [{ id, heading: text(`${base}.heading`), blocks }];
  });
}

/** Words of all the document's text: the measure of a "substantial" policy. */
export function wordCount(sections: readonly PolicySection[]): number {
  const texts = sections.flatMap((s) => [
    s.heading,
    ...s.blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.items.flatMap((i) => [i.term ?? "", i.text]))),
  ]);
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}
