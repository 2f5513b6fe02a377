import { CJK, pieces, type SearchFields, searchableFields, WORD_CHAR } from "../shared/text-search";

/**
 * What the blog's full-text index holds and how a query reads it (decision 181). The index only
 * finds candidates: the ranking, the "every term" rule and the snippets stay with `searchArticles`
 * (src/blog/search.ts), which reads the candidates' texts. Two FTS5 tables per locale:
 * - the trigram table holds the folded title, description, tag labels and body: any term of three
 *   characters or more is found as a substring, in every script (Japanese and Thai have no spaces);
 * - the short table holds what a trigram cannot find: every two-character word and every one- and
 *   two-character piece of a Chinese or Japanese run ("IP", "TV", "無線").
 */
export const TRIGRAM_MIN = 3;

/** The folded fields the trigram table indexes, as `searchArticles` folds them. */
export type IndexedFields = SearchFields;

export function indexedFields(
  entry: { title: string; description: string; text: string },
  tagLabels: readonly string[],
): IndexedFields {
  const { title, description, text } = entry;
  return searchableFields({ title, description, tags: tagLabels.join(" "), body: text }).folded;
}

const WORDS = new RegExp(`${WORD_CHAR.source}+`, "gu");
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;

/** The short table's tokens of some folded fields, space-separated, each once. */
export function shortTokens(fields: IndexedFields): string {
  const tokens = new Set<string>();
  for (const text of Object.values(fields)) {
    for (const word of text.match(WORDS) ?? []) {
      if (word.length === 2 && !CJK.test(word)) tokens.add(word);
      for (const run of word.match(CJK_RUN) ?? []) {
        for (let i = 0; i < run.length; i++) {
          tokens.add(run.charAt(i));
          if (i + 1 < run.length) tokens.add(run.slice(i, i + 2));
        }
      }
    }
  }
  return [...tokens].join(" ");
}

/** An FTS5 string: the term verbatim, never read as query syntax. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Where a term may be found: an FTS5 query per table, either one enough. */
export interface TermLookup {
  trigram: string | null;
  short: string | null;
}

/**
 * The lookups a term needs so no article `searchArticles` would rank is missed: a long term as a
 * substring; a long Chinese or Japanese term also by any of its two-character pieces (the ranking
 * accepts most of them in place of the whole); a short term as a token.
 */
export function termLookup(term: string): TermLookup {
  if (term.length < TRIGRAM_MIN) return { trigram: null, short: phrase(term) };
  if (!CJK.test(term)) return { trigram: phrase(term), short: null };
  const { cjk } = pieces(term);
  return { trigram: phrase(term), short: cjk.length > 0 ? cjk.map(phrase).join(" OR ") : null };
}
