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
  /** Runs what `run` may have kept back (a runner that sends everything at once). */
  flush?(): Promise<void>;
  /** Articles per batch this runner can take, when fewer than the sync's default. */
  readonly articlesPerBatch?: number;
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

/**
 * Articles per batch (one transaction of four statements): D1 binds a parameter of up to 2 MB.
 * Wrangler's CLI writes parameters into the SQL, where a statement stays under 100 KB: its
 * runner asks for fewer and sends all batches in one file (scripts/blog/wrangler-runner.ts).
 */
const ARTICLES_PER_BATCH = 50;

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

/** The rows of one locale's articles named in a JSON array of unikeys (the statement's last `?`). */
const NAMED = "SELECT id FROM blog_articles WHERE locale = ? AND unikey IN (SELECT value FROM json_each(?))";

/** Removes a group of one locale's articles, with their tags and index rows. */
function removal(locale: Locale, unikeys: readonly string[]): Statement[] {
  const named = [locale, JSON.stringify(unikeys)];
  return [
    { sql: `DELETE FROM ${trigramTable(locale)} WHERE rowid IN (${NAMED})`, params: named },
    { sql: `DELETE FROM ${shortTable(locale)} WHERE rowid IN (${NAMED})`, params: named },
    { sql: `DELETE FROM blog_article_tags WHERE article_id IN (${NAMED})`, params: named },
    {
      sql: "DELETE FROM blog_articles WHERE locale = ? AND unikey IN (SELECT value FROM json_each(?))",
      params: named,
    },
  ];
}

interface Addition {
  article: BuiltArticle;
  revision: string;
  labels: readonly string[];
}

/** A JSON field of each element of the statement's `json_each(?)`. */
const field = (path: string) => `json_extract(j.value, '$.${path}')`;
const JOINED = `FROM json_each(?) j JOIN blog_articles a ON a.locale = ? AND a.unikey = ${field("unikey")}`;

/**
 * Inserts a group of one locale's articles: four statements whatever the group's size, each
 * reading its rows from one JSON parameter, so a large load is a few hundred statements.
 */
function insertion(locale: Locale, group: readonly Addition[]): Statement[] {
  const rows = group.map(({ article, revision, labels }) => {
    const { html, toc, text, ...entry } = article;
    const body: BlogBody = { html, toc };
    const listEntry: BlogEntry = entry;
    const folded = indexedFields(article, labels);
    return { entry: listEntry, body, text, revision, folded, short: shortTokens(folded) };
  });
  const json = (pick: (row: (typeof rows)[number]) => object) => JSON.stringify(rows.map(pick));
  return [
    {
      sql: `INSERT INTO blog_articles (locale, unikey, revision, category, published, entry, body, text)
            SELECT ?, ${field("unikey")}, ${field("revision")}, ${field("category")}, ${field("published")},
                   ${field("entry")}, ${field("body")}, ${field("text")}
            FROM json_each(?) j`,
      params: [
        locale,
        json((r) => ({
          unikey: r.entry.unikey,
          revision: r.revision,
          category: r.entry.category,
          published: r.entry.published,
          entry: JSON.stringify(r.entry),
          body: JSON.stringify(r.body),
          text: r.text,
        })),
      ],
    },
    {
      sql: `INSERT INTO blog_article_tags (article_id, locale, tag, published, unikey)
            SELECT a.id, a.locale, t.value, a.published, a.unikey ${JOINED}, json_each(${field("tags")}) t`,
      params: [json((r) => ({ unikey: r.entry.unikey, tags: r.entry.tags })), locale],
    },
    {
      sql: `INSERT INTO ${trigramTable(locale)} (rowid, title, description, tags, body)
            SELECT a.id, ${field("title")}, ${field("description")}, ${field("tags")}, ${field("body")} ${JOINED}`,
      params: [json((r) => ({ unikey: r.entry.unikey, ...r.folded })), locale],
    },
    {
      sql: `INSERT INTO ${shortTable(locale)} (rowid, tokens) SELECT a.id, ${field("tokens")} ${JOINED}`,
      params: [json((r) => ({ unikey: r.entry.unikey, tokens: r.short })), locale],
    },
  ];
}

function* groups<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
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
  { articlesPerBatch = runner.articlesPerBatch ?? ARTICLES_PER_BATCH }: { articlesPerBatch?: number } = {},
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
  const removals = new Map<Locale, string[]>();
  const additions = new Map<Locale, Addition[]>();
  const remove = (locale: Locale, unikey: string) =>
    removals.set(locale, [...(removals.get(locale) ?? []), unikey]);
  for (const { locale, articles } of built) {
    const added: Addition[] = [];
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
      else {
        report.changed++;
        remove(locale, article.unikey);
      }
      added.push({ article, revision, labels });
    }
    additions.set(locale, added);
  }
  for (const key of stored.keys()) {
    const [locale, unikey] = key.split("/") as [Locale, string];
    report.removed++;
    remove(locale, unikey);
  }
  // Removals first: a changed article is removed and inserted again.
  for (const [locale, unikeys] of removals) {
    for (const group of groups(unikeys, articlesPerBatch)) await runner.run(removal(locale, group));
  }
  for (const [locale, added] of additions) {
    for (const group of groups(added, articlesPerBatch)) await runner.run(insertion(locale, group));
  }
  await runner.flush?.();
  return report;
}
