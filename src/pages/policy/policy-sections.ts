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

/** The sections of namespace `ns`, every text through `t` so placeholders are filled. */
export function policySections(
  ns: string,
  tree: MessageTree | undefined,
  t: Translate,
  vars: Record<string, string | number>,
): PolicySection[] {
  const sections = tree?.sections;
  if (!isTree(sections)) return [];
  return Object.entries(sections).flatMap(([id, section]) => {
    if (!isTree(section)) return [];
    const base = `${ns}.sections.${id}`;
    const body = isTree(section.body) ? section.body : {};
    const blocks = Object.entries(body).map(([key, block]): PolicyBlock => {
      const path = `${base}.body.${key}`;
      if (!isTree(block)) return { key, kind: "p", text: t(path, vars) };
      const items = Object.entries(block).map(
        ([item, value]): PolicyItem =>
          isTree(value)
            ? { term: t(`${path}.${item}.term`, vars), text: t(`${path}.${item}.text`, vars) }
            : { text: t(`${path}.${item}`, vars) },
      );
      return { key, kind: "list", items };
    });
    return [{ id, heading: t(`${base}.heading`, vars), blocks }];
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
