import { getOrCreate } from "./get-or-create";

/**
 * Ranked full-text search over a few hundred short texts in one language (decisions 056, 179):
 * the blog's articles and the help section's questions. Pure, no I/O: each feature hands over its
 * texts and keeps its own result shape.
 */

/** Limits of every site search: the forms' maxlength and the servers' checks share them. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_MAX_TERMS = 8;
export const SEARCH_MAX_RESULTS = 20;
const SNIPPET_RADIUS = 90;

/** A Chinese or Japanese character: such text has no spaces between words. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_OR_OTHER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const ARABIC_FOLD: Record<string, string> = {
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ى: "ي",
  ة: "ه",
  ؤ: "و",
  ئ: "ي",
  // Persian yeh and kaf: a Persian article is found by a query typed on an Arabic keyboard, and
  // the other way round.
  ی: "ي",
  ک: "ك",
};
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال)(?=..)/;

/**
 * Folds text for matching without changing its length, so a match in the folded text is at the
 * same offset in the original: case, Latin and Cyrillic accents (é → e, ё → е), full-width forms
 * (Ｗｉ－Ｆｉ → wi-fi) and Arabic letter variants (أ → ا, ة → ه, Persian ی → ي, ک → ك).
 */
export function fold(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const code = ch.charCodeAt(0);
    let folded = ch;
    if (code >= 0xd800 && code <= 0xdfff) folded = ch;
    else if (ARABIC_FOLD[ch]) folded = ARABIC_FOLD[ch];
    else if (code >= 0xff01 && code <= 0xff5e) folded = String.fromCharCode(code - 0xfee0);
    else if (code >= 0xc0 && code <= 0x52f) folded = ch.normalize("NFD").charAt(0);
    const lower = folded.toLowerCase();
    out += lower.length === 1 ? lower : folded;
  }
  return out;
}

/**
 * The terms of a query: folded, split on spaces and punctuation (a hyphen joins: "Wi-Fi" is one
 * term), short Latin fragments dropped,
 * Arabic article prefixes (ال, وال…) removed so "الخصوصية" also finds "خصوصية". Japanese has no
 * spaces, so a Japanese run stays one term and is matched as a substring (see `termHits`).
 */
export function queryTerms(query: string): string[] {
  const terms = fold(query.normalize("NFKC").replace(ARABIC_MARKS, ""))
    // Hyphens stay inside words ("wi-fi", "kill-switch") but never start or end a term.
    .split(/(?:(?!-)[\s\p{P}\p{S}])+/u)
    .map((term) => term.replace(/^-+|-+$/g, "").replace(ARABIC_PREFIX, ""))
    .filter((term) => term.length >= 2 || CJK.test(term));
  return [...new Set(terms)].slice(0, SEARCH_MAX_TERMS);
}

/** A letter, digit or mark: what a word is made of, for short terms here and in the blog's index. */
export const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * Where a term occurs: anywhere for a term of three characters or more, or of Chinese and
 * Japanese; as a whole word for a shorter one, so "ip" finds "IP" but not "ship" and "vs" not
 * "canvas" (the blog's index finds short terms as words too, decision 181).
 */
export function occurrences(haystack: string, needle: string): number[] {
  const whole = needle.length < 3 && !CJK.test(needle);
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    const end = at + needle.length;
    if (whole && (WORD_CHAR.test(haystack.charAt(at - 1)) || WORD_CHAR.test(haystack.charAt(end)))) continue;
    found.push(at);
  }
  return found;
}

const count = (haystack: string, needle: string): number => occurrences(haystack, needle).length;

/**
 * The pieces of a mixed term ("公衆wi-fi", "空港の無線lan"): overlapping two-character pieces of each
 * CJK run, and each other run whole (Latin words are not cut into letters).
 */
export function pieces(term: string): { cjk: string[]; words: string[] } {
  const cjk: string[] = [];
  const words: string[] = [];
  for (const run of term.match(CJK_OR_OTHER) ?? []) {
    if (CJK.test(run)) {
      if (run.length === 1) cjk.push(run);
      for (let i = 0; i + 2 <= run.length; i++) cjk.push(run.slice(i, i + 2));
    } else if (run.length >= 2) {
      words.push(run);
    }
  }
  return { cjk, words };
}

/** The plain text of one searchable item, by weight: title 6, description and tags 3, body 1. */
export interface SearchFields {
  title: string;
  description: string;
  /** Labels the item is filed under (an article's tags, a question's topic), joined by spaces. */
  tags: string;
  body: string;
}

type Fields = SearchFields;

const WEIGHTS: Record<keyof Fields, number> = { title: 6, description: 3, tags: 3, body: 1 };
const weight = (field: keyof Fields) => WEIGHTS[field];

/**
 * Weighted occurrences of a term in an item. A long CJK term with no verbatim hit still counts
 * (half as much) when every non-CJK word of it occurs and most of its CJK bigrams do, so
 * "空港の無線LAN" finds an article about 空港 and 無線LAN.
 */
function termHits(fields: Fields, term: string): number {
  const keys = Object.keys(fields) as (keyof Fields)[];
  const occurrences = (needle: string) =>
    keys.reduce((sum, key) => sum + weight(key) * count(fields[key], needle), 0);
  const exact = occurrences(term);
  if (exact > 0 || !CJK.test(term) || term.length < 3) return exact;
  const { cjk, words } = pieces(term);
  if (words.some((word) => occurrences(word) === 0)) return 0;
  const present = cjk.filter((piece) => keys.some((key) => fields[key].includes(piece)));
  if (present.length < Math.ceil(cjk.length * 0.6)) return 0;
  return [...present, ...words].reduce((sum, piece) => sum + occurrences(piece), 0) / 2;
}

export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchResult<T> {
  item: T;
  score: number;
  title: Segment[];
  snippet: Segment[];
}

/** An item's texts as given (the body on one line: snippets cut across paragraphs) and folded. */
export interface Prepared {
  plain: Fields;
  folded: Fields;
}

// Folding is the costly part; an item that lives as long as its isolate's memo (a blog locale's
// articles) is folded once.
const prepared = new WeakMap<object, Prepared>();

/**
 * The fields as a search reads them: the body's runs of white space made one space, and each
 * field folded. The blog's full-text index stores the same folded text (src/blog/search-index.ts).
 */
export function searchableFields(given: SearchFields): Prepared {
  const plain = plainFields(given);
  return {
    plain,
    folded: {
      title: fold(plain.title),
      description: fold(plain.description),
      tags: fold(plain.tags),
      body: fold(plain.body),
    },
  };
}

/** The fields as snippets and titles show them: the body on one line (snippets cut across paragraphs). */
const plainFields = (given: SearchFields): SearchFields => ({
  ...given,
  body: given.body.replace(/\s+/g, " "),
});

function prepare<T extends object>(
  item: T,
  fieldsOf: (item: T) => SearchFields,
  foldedOf: SearchOptions<T>["foldedOf"],
): Prepared {
  const folded = foldedOf?.(item);
  if (folded) return { plain: plainFields(fieldsOf(item)), folded };
  return getOrCreate(prepared, item, () => searchableFields(fieldsOf(item)));
}

/**
 * Splits `text` into plain and matched segments for every occurrence of any term. `folded` is
 * `fold(text)` when the caller has it already (a search's prepared fields): folding is the costly
 * part, and a copy of another length (a stale index) is not trusted.
 */
export function highlight(text: string, terms: readonly string[], given?: string): Segment[] {
  const folded = given?.length === text.length ? given : fold(text);
  const marks: [number, number][] = [];
  for (const term of terms) {
    for (const at of occurrences(folded, term)) marks.push([at, at + term.length]);
  }
  marks.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of marks) {
    if (start < cursor) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/**
 * A window of the body around the earliest occurrence of any term, cut at spaces; the
 * description (or the body's start) when only the title or tags match.
 */
function snippetOf({ plain, folded }: Prepared, terms: readonly string[]): Segment[] {
  const text = plain.body;
  const positions = terms.flatMap((t) => occurrences(folded.body, t).slice(0, 1));
  if (positions.length === 0 && plain.description !== "") return [{ text: plain.description, match: false }];
  const at = positions.length === 0 ? 0 : Math.min(...positions);
  let start = Math.max(0, at - SNIPPET_RADIUS);
  let end = Math.min(text.length, at + SNIPPET_RADIUS * 2);
  // Cut at a space when one is near (there are none in Japanese text).
  const before = text.indexOf(" ", start);
  if (start > 0 && before !== -1 && before < at && before - start < 20) start = before + 1;
  const after = text.indexOf(" ", end);
  if (end < text.length && after !== -1 && after - end < 20) end = after;
  const segments = highlight(text.slice(start, end), terms, folded.body.slice(start, end));
  if (start > 0) segments.unshift({ text: "… ", match: false });
  if (end < text.length) segments.push({ text: " …", match: false });
  return segments;
}

export interface SearchOptions<T> {
  /** Orders results of equal score (the blog: newest first); otherwise the items' own order. */
  tieBreak?: (a: T, b: T) => number;
  maxResults?: number;
  /** The whole collection when `items` are only candidates an index found (decision 181). */
  corpus?: Corpus;
  /**
   * An item's fields already folded as `searchableFields` folds them (the blog's index stores
   * them): folding is most of a search's CPU, and items read per request are never in the memo.
   */
  foldedOf?: (item: T) => SearchFields | undefined;
}

/**
 * How many items the collection has, and how many contain each term of `queryTerms(query)`, in
 * order: what rarity is measured against when only candidates are ranked.
 */
export interface Corpus {
  size: number;
  containing: readonly number[];
}

/**
 * Ranked full-text search over one language's items (decision 056): every term must occur; the
 * score weighs title, description and tags above the body, saturates repeated hits and favours
 * rare terms. `fieldsOf` gives an item's plain texts (read once per item object).
 */
export function searchTexts<T extends object>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => SearchFields,
  { tieBreak = () => 0, maxResults = SEARCH_MAX_RESULTS, corpus, foldedOf }: SearchOptions<T> = {},
): SearchResult<T>[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const texts = items.map((item) => prepare(item, fieldsOf, foldedOf));
  const hits = texts.map((text) => terms.map((term) => termHits(text.folded, term)));
  const size = corpus?.size ?? items.length;
  const idf = terms.map((_, i) => {
    const containing = corpus?.containing[i] ?? hits.filter((h) => (h[i] ?? 0) > 0).length;
    return Math.log(1 + (size - containing + 0.5) / (containing + 0.5));
  });
  const ordered = [...terms].sort((a, b) => b.length - a.length);
  const results: SearchResult<T>[] = [];
  items.forEach((item, n) => {
    const termScores = hits[n] ?? [];
    const text = texts[n];
    if (!text || termScores.some((s) => s === 0)) return;
    const score = termScores.reduce((sum, tf, i) => sum + ((idf[i] ?? 0) * (tf * 2.2)) / (tf + 1.2), 0);
    results.push({
      item,
      score,
      title: highlight(text.plain.title, ordered, text.folded.title),
      snippet: snippetOf(text, ordered),
    });
  });
  return results.sort((a, b) => b.score - a.score || tieBreak(a.item, b.item)).slice(0, maxResults);
}
