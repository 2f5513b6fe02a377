import type { Locale } from "../i18n/languages";
import { SCHEMA, SCHEMA_VERSION, shortTable, TABLES, trigramTable } from "./blog-schema";
import { indexedFields, shortTokens } from "./search-index";
import type { BlogBody, BlogEntry, BuiltArticle, BuiltLocale } from "./types";

/** One SQL statement with its parameters. */
export interface Statement {
  sql: string;
  params: readonly (string | number)[];
}

/**
 * How the sync reaches a database: a D1 binding in workerd or Miniflare (`d1Runner`), or
 * wrangler's CLI against the deployed database (scripts/blog/sync-remote.ts).
 */
export interface SqlRunner {
  query<T>(statement: Statement): Promise<T[]>;
  /** Runs the statements in order, as one transaction where the runner can. */
  run(statements: readonly Statement[]): Promise<void>;
}

export function d1Runner(db: D1Database): SqlRunner {
  const prepare = ({ sql, params }: Statement) => db.prepare(sql).bind(...params);
  return {
    query: async <T>(statement: Statement) => (await prepare(statement).all<T>()).results,
    run: async (statements) => {
      if (statements.length > 0) await db.batch(statements.map(prepare));
    },
  };
}

/** A tag's label in a locale, which the search matches like the title (decision 056). */
export type TagLabel = (locale: Locale, tag: string) => string;

export interface SyncReport {
  /** True when the schema was (re)created and every article loaded. */
  rebuilt: boolean;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
}

/** Articles per batch: a batch is one transaction, kept well under D1's statement limits. */
const ARTICLES_PER_BATCH = 25;

async function schemaVersion(runner: SqlRunner): Promise<string | null> {
  try {
    const rows = await runner.query<{ value: string }>({
      sql: "SELECT value FROM blog_meta WHERE key = 'schema'",
      params: [],
    });
    return rows[0]?.value ?? null;
  } catch {
    // No blog_meta table: a database the sync has never loaded.
    return null;
  }
}

const RECREATE: readonly Statement[] = [
  ...TABLES.map((table) => ({ sql: `DROP TABLE IF EXISTS ${table}`, params: [] })),
  ...SCHEMA.map((sql) => ({ sql, params: [] })),
  { sql: "INSERT INTO blog_meta (key, value) VALUES ('schema', ?)", params: [SCHEMA_VERSION] },
];

async function revisionOf(article: BuiltArticle, labels: readonly string[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([article, labels]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

const ROW_ID = "SELECT id FROM blog_articles WHERE locale = ? AND unikey = ?";

function removal(locale: Locale, unikey: string): Statement[] {
  const where = [locale, unikey];
  return [
    { sql: `DELETE FROM ${trigramTable(locale)} WHERE rowid = (${ROW_ID})`, params: where },
    { sql: `DELETE FROM ${shortTable(locale)} WHERE rowid = (${ROW_ID})`, params: where },
    { sql: `DELETE FROM blog_article_tags WHERE article_id = (${ROW_ID})`, params: where },
    { sql: "DELETE FROM blog_articles WHERE locale = ? AND unikey = ?", params: where },
  ];
}

function insertion(article: BuiltArticle, revision: string, labels: readonly string[]): Statement[] {
  const { html, toc, text, ...entry } = article;
  const { locale, unikey } = entry;
  const body: BlogBody = { html, toc };
  const listEntry: BlogEntry = entry;
  const fields = indexedFields(article, labels);
  const where = [locale, unikey];
  return [
    {
      sql: `INSERT INTO blog_articles (locale, unikey, revision, category, published, entry, body, text)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        locale,
        unikey,
        revision,
        entry.category,
        entry.published,
        JSON.stringify(listEntry),
        JSON.stringify(body),
        text,
      ],
    },
    ...entry.tags.map((tag) => ({
      sql: `INSERT INTO blog_article_tags (article_id, locale, tag, published, unikey)
            SELECT id, locale, ?, published, unikey FROM blog_articles WHERE locale = ? AND unikey = ?`,
      params: [tag, ...where],
    })),
    {
      sql: `INSERT INTO ${trigramTable(locale)} (rowid, title, description, tags, body)
            SELECT id, ?, ?, ?, ? FROM blog_articles WHERE locale = ? AND unikey = ?`,
      params: [fields.title, fields.description, fields.tags, fields.body, ...where],
    },
    {
      sql: `INSERT INTO ${shortTable(locale)} (rowid, tokens)
            SELECT id, ? FROM blog_articles WHERE locale = ? AND unikey = ?`,
      params: [shortTokens(fields), ...where],
    },
  ];
}

/**
 * Brings the BLOG database to the content build's articles: only what changed is written (an
 * article's revision is a hash of everything stored about it), an article gone from the build
 * is removed, and a new schema version reloads everything. Idempotent: a second run with the
 * same build writes nothing.
 */
export async function syncBlog(
  runner: SqlRunner,
  built: readonly BuiltLocale[],
  tagLabel: TagLabel,
  { articlesPerBatch = ARTICLES_PER_BATCH }: { articlesPerBatch?: number } = {},
): Promise<SyncReport> {
  const rebuilt = (await schemaVersion(runner)) !== SCHEMA_VERSION;
  if (rebuilt) await runner.run(RECREATE);
  const stored = new Map(
    (
      await runner.query<{ locale: string; unikey: string; revision: string }>({
        sql: "SELECT locale, unikey, revision FROM blog_articles",
        params: [],
      })
    ).map((row) => [`${row.locale}/${row.unikey}`, row.revision]),
  );
  const report: SyncReport = { rebuilt, added: 0, changed: 0, removed: 0, unchanged: 0 };
  const work: Statement[][] = [];
  for (const { locale, articles } of built) {
    for (const article of articles) {
      const key = `${locale}/${article.unikey}`;
      const labels = article.tags.map((tag) => tagLabel(locale, tag));
      const revision = await revisionOf(article, labels);
      const before = stored.get(key);
      stored.delete(key);
      if (before === revision) {
        report.unchanged++;
        continue;
      }
      if (before === undefined) report.added++;
      else report.changed++;
      work.push([
        ...(before === undefined ? [] : removal(locale, article.unikey)),
        ...insertion(article, revision, labels),
      ]);
    }
  }
  for (const key of stored.keys()) {
    const [locale, unikey] = key.split("/") as [Locale, string];
    report.removed++;
    work.push(removal(locale, unikey));
  }
  for (let i = 0; i < work.length; i += articlesPerBatch) {
    await runner.run(work.slice(i, i + articlesPerBatch).flat());
  }
  return report;
}
