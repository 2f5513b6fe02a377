import type { BlogCategory } from "../catalog/blog-categories";
import type { Locale } from "../i18n/languages";
import { queryTerms } from "../shared/text-search";
import { shortTable, trigramTable } from "./blog-schema";
import { BLOG_PAGE_SIZE, type Page } from "./pagination";
import { type SearchHit, searchArticles } from "./search";
import { termLookup } from "./search-index";
import type { BlogArticle, BlogBody, BlogEntry, SearchableEntry } from "./types";

/** Which articles a list shows: all of a locale's, one category's or one tag's. */
export type ListFilter = { category: string } | { tag: string } | Record<string, never>;

export interface ArticleNeighbours {
  /** The next older article. */
  previous: BlogEntry | null;
  /** The next newer article. */
  next: BlogEntry | null;
  related: BlogEntry[];
}

export const RELATED_COUNT = 3;
/** Newest articles per tag and per category that "related" ranks (the cost bound of an article page). */
export const RELATED_POOL = 50;

/** A category with its number of articles in one locale, for the blog's navigation. */
export interface CategoryCount {
  id: BlogCategory;
  count: number;
}

/**
 * Candidates a search ranks at most: the newest articles the index finds for every term. Their
 * texts are read to rank them and cut snippets, so this bounds a search's cost at any blog size.
 */
export const SEARCH_CANDIDATES = 100;

export interface BlogStore {
  /** One page of a list, newest first; null past the end (page 1 of an empty list exists). */
  listPage(locale: Locale, filter: ListFilter, page: number, size?: number): Promise<Page<BlogEntry> | null>;
  /** Articles per category in a locale; a category with none is absent. */
  categoryCounts(locale: Locale): Promise<Map<string, number>>;
  /** The newest `count` articles. */
  newest(locale: Locale, count: number): Promise<BlogEntry[]>;
  /** Every article of a locale, newest first (the sitemap). */
  allEntries(locale: Locale): Promise<BlogEntry[]>;
  /** One article with its body; null (a 404) when the locale has none by that key. */
  loadArticle(locale: Locale, unikey: string): Promise<BlogArticle | null>;
  neighboursOf(article: BlogArticle): Promise<ArticleNeighbours>;
  /** Ranked hits for a query (decision 056), the index finding the candidates (decision 181). */
  search(locale: Locale, query: string, tagLabels: (tag: string) => string): Promise<SearchHit[]>;
}

type EntryRow = { entry: string };

/** The articles of `locale` the index finds for one term, as a condition on `a.id`. */
function termCondition(locale: Locale, term: string): { sql: string; params: string[] } {
  const { trigram, short } = termLookup(term);
  const either: string[] = [];
  const params: string[] = [];
  for (const [table, match] of [
    [trigramTable(locale), trigram],
    [shortTable(locale), short],
  ] as const) {
    if (match === null) continue;
    either.push(`a.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`);
    params.push(match);
  }
  return { sql: `(${either.join(" OR ")})`, params };
}
const entryOf = (row: EntryRow): BlogEntry => JSON.parse(row.entry) as BlogEntry;

/** A search candidate: its entry, plain text and the index's folded fields. */
interface CandidateRow {
  entry?: string;
  text?: string;
  folded_title?: string;
  folded_description?: string;
  folded_tags?: string;
  folded_body?: string;
}

function searchableOf(row: CandidateRow): SearchableEntry {
  const folded = {
    title: row.folded_title ?? "",
    description: row.folded_description ?? "",
    tags: row.folded_tags ?? "",
    body: row.folded_body ?? "",
  };
  return { ...entryOf(row as EntryRow), text: row.text ?? "", folded };
}

function filterSql(filter: ListFilter): { from: string; where: string; params: string[] } {
  if ("category" in filter) {
    return { from: "blog_articles a", where: "a.locale = ? AND a.category = ?", params: [filter.category] };
  }
  if ("tag" in filter) {
    // The tag table carries published and unikey, so its index serves the order and the page.
    return {
      from: "blog_article_tags t JOIN blog_articles a ON a.id = t.article_id",
      where: "t.locale = ? AND t.tag = ?",
      params: [filter.tag],
    };
  }
  return { from: "blog_articles a", where: "a.locale = ?", params: [] };
}

/**
 * The blog as the Worker reads it: the BLOG database the content sync loads (decision 181).
 * Every query reads an index; a list page reads its page's rows only, so its cost does not grow
 * with the number of articles.
 */
export function createBlogStore(database: () => Promise<D1Database>): BlogStore {
  async function entries(sql: string, ...params: (string | number)[]): Promise<BlogEntry[]> {
    const db = await database();
    const { results } = await db
      .prepare(sql)
      .bind(...params)
      .all<EntryRow>();
    return results.map(entryOf);
  }

  async function listPage(locale: Locale, filter: ListFilter, page: number, size = BLOG_PAGE_SIZE) {
    const db = await database();
    const { from, where, params } = filterSql(filter);
    const prefix = "tag" in filter ? "t" : "a";
    const [counted, rows] = await db.batch<{ total?: number; entry?: string }>([
      db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).bind(locale, ...params),
      db
        .prepare(
          `SELECT a.entry FROM ${from} WHERE ${where}
           ORDER BY ${prefix}.published DESC, ${prefix}.unikey LIMIT ? OFFSET ?`,
        )
        .bind(locale, ...params, size, (page - 1) * size),
    ]);
    const total = counted?.results[0]?.total ?? 0;
    const pages = Math.max(1, Math.ceil(total / size));
    if (page < 1 || page > pages) return null;
    return { items: (rows?.results ?? []).map((row) => entryOf(row as EntryRow)), page, pages };
  }

  async function categoryCounts(locale: Locale) {
    const db = await database();
    const { results } = await db
      .prepare("SELECT category, COUNT(*) AS count FROM blog_articles WHERE locale = ? GROUP BY category")
      .bind(locale)
      .all<{ category: string; count: number }>();
    return new Map(results.map((row) => [row.category, row.count]));
  }

  const NEWEST = "SELECT entry FROM blog_articles WHERE locale = ? ORDER BY published DESC, unikey";

  async function loadArticle(locale: Locale, unikey: string): Promise<BlogArticle | null> {
    const db = await database();
    const row = await db
      .prepare("SELECT entry, body FROM blog_articles WHERE locale = ? AND unikey = ?")
      .bind(locale, unikey)
      .first<{ entry: string; body: string }>();
    if (!row) return null;
    return { ...entryOf(row), ...(JSON.parse(row.body) as BlogBody) };
  }

  /**
   * Previous and next by publication date, and the articles closest in topic: shared tags count
   * twice, the same category once; ties go to the newer article. The candidates are the newest
   * RELATED_POOL of each of the article's tags and of its category, so the cost stays the same at
   * any blog size (ranking a whole category took 25 ms at 10,000 articles); on a blog with fewer
   * articles per tag and category than that, the ranking is exact.
   */
  async function neighboursOf(article: BlogArticle): Promise<ArticleNeighbours> {
    const db = await database();
    const { locale, unikey, published, category, tags } = article;
    const tagPools = tags.map(
      () =>
        `UNION SELECT article_id FROM (SELECT article_id FROM blog_article_tags
           WHERE locale = ? AND tag = ? ORDER BY published DESC, unikey LIMIT ?)`,
    );
    const tagPlaceholders = tags.map(() => "?").join(", ") || "NULL";
    const [older, newer, related] = await db.batch<EntryRow>([
      db
        .prepare(
          `SELECT entry FROM blog_articles WHERE locale = ? AND (published < ? OR (published = ? AND unikey > ?))
           ORDER BY published DESC, unikey LIMIT 1`,
        )
        .bind(locale, published, published, unikey),
      db
        .prepare(
          `SELECT entry FROM blog_articles WHERE locale = ? AND (published > ? OR (published = ? AND unikey < ?))
           ORDER BY published, unikey DESC LIMIT 1`,
        )
        .bind(locale, published, published, unikey),
      // Ranked on ids alone; only the chosen few rows' entries are read.
      db
        .prepare(
          `WITH candidates(id) AS (
             SELECT id FROM (SELECT id FROM blog_articles
               WHERE locale = ? AND category = ? ORDER BY published DESC, unikey LIMIT ?)
             ${tagPools.join("\n")}
           ),
           ranked AS (
             SELECT a.id, a.published, a.unikey,
               2 * (SELECT COUNT(*) FROM blog_article_tags t WHERE t.article_id = a.id AND t.tag IN (${tagPlaceholders}))
                 + (a.category = ?) AS score
             FROM candidates c JOIN blog_articles a ON a.id = c.id
             WHERE a.unikey != ?
             ORDER BY score DESC, a.published DESC, a.unikey LIMIT ?
           )
           SELECT a.entry FROM ranked r JOIN blog_articles a ON a.id = r.id
           ORDER BY r.score DESC, r.published DESC, r.unikey`,
        )
        .bind(
          locale,
          category,
          RELATED_POOL,
          ...tags.flatMap((tag) => [locale, tag, RELATED_POOL]),
          ...tags,
          category,
          unikey,
          RELATED_COUNT,
        ),
    ]);
    const first = (rows: D1Result<EntryRow> | undefined) => {
      const row = rows?.results[0];
      return row ? entryOf(row) : null;
    };
    return { previous: first(older), next: first(newer), related: (related?.results ?? []).map(entryOf) };
  }

  async function search(locale: Locale, query: string, tagLabels: (tag: string) => string) {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const lookups = terms.map((term) => termCondition(locale, term));
    const db = await database();
    const [candidates, counted, ...containing] = await db.batch<CandidateRow & { total?: number }>([
      // The index's folded copy of each candidate comes along: the ranking would fold it again.
      db
        .prepare(
          `SELECT a.entry, a.text, s.title AS folded_title, s.description AS folded_description,
                  s.tags AS folded_tags, s.body AS folded_body
           FROM blog_articles a JOIN ${trigramTable(locale)} s ON s.rowid = a.id
           WHERE a.locale = ? AND ${lookups.map((l) => l.sql).join(" AND ")}
           ORDER BY a.published DESC, a.unikey LIMIT ?`,
        )
        .bind(locale, ...lookups.flatMap((l) => l.params), SEARCH_CANDIDATES),
      db.prepare("SELECT COUNT(*) AS total FROM blog_articles WHERE locale = ?").bind(locale),
      // Each term's document frequency in the whole locale, so rare terms weigh more (decision 056).
      ...lookups.map((l) =>
        db
          .prepare(`SELECT COUNT(*) AS total FROM blog_articles a WHERE a.locale = ? AND ${l.sql}`)
          .bind(locale, ...l.params),
      ),
    ]);
    const searchable: SearchableEntry[] = (candidates?.results ?? []).map(searchableOf);
    const total = (result: D1Result<{ total?: number }> | undefined) => result?.results[0]?.total ?? 0;
    return searchArticles(searchable, query, tagLabels, {
      size: total(counted),
      containing: containing.map(total),
    });
  }

  return {
    listPage: orEmpty("a list page", listPage, (_l, _f, page) =>
      page === 1 ? { items: [], page: 1, pages: 1 } : null,
    ),
    categoryCounts: orEmpty("the category counts", categoryCounts, () => new Map()),
    newest: orEmpty(
      "the newest articles",
      (locale: Locale, count: number) => entries(`${NEWEST} LIMIT ?`, locale, count),
      () => [],
    ),
    allEntries: orEmpty(
      "the articles",
      (locale: Locale) => entries(NEWEST, locale),
      () => [],
    ),
    loadArticle: orEmpty("an article", loadArticle, () => null),
    neighboursOf: orEmpty("an article's neighbours", neighboursOf, () => ({
      previous: null,
      next: null,
      related: [],
    })),
    search: orEmpty("a search", search, () => []),
  };
}

/**
 * A blog that cannot be read (BLOG unbound, or never synced) is logged and reads as an empty
 * blog: an empty list, a 404 for an article, no search hits; never an error page.
 */
function orEmpty<A extends unknown[], R>(
  what: string,
  read: (...args: A) => Promise<R>,
  empty: (...args: A) => R,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await read(...args);
    } catch (error) {
      console.error(`blog: ${what} could not be read`, error);
      return empty(...args);
    }
  };
}
