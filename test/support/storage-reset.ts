import { env } from "cloudflare:test";

// The workers tests share one workerd per pool worker (decision 170), so each test file starts by
// putting D1 and KV back to what the migrations alone leave: the tables the migrations fill are
// copied once into `seed__` tables and copied back, every other row is deleted.

const SEED_PREFIX = "seed__";
const SEEDS_TAKEN = `${SEED_PREFIX}taken`;

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
         AND name NOT LIKE '${SEED_PREFIX}%' AND name != 'd1_migrations'`,
    )
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

async function seedsTaken(db: D1Database): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS taken FROM sqlite_master WHERE type = 'table' AND name = ?")
    .bind(SEEDS_TAKEN)
    .first<{ taken: number }>();
  return row !== null;
}

async function seededTables(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ? AND name != ?")
    .bind(`${SEED_PREFIX}%`, SEEDS_TAKEN)
    .all<{ name: string }>();
  return results.map((row) => row.name.slice(SEED_PREFIX.length));
}

/** On the first file: copies aside the tables the migrations seeded with rows. */
async function takeSeeds(db: D1Database, tables: string[]): Promise<void> {
  const filled = await db.batch<{ filled: number }>(
    tables.map((table) => db.prepare(`SELECT EXISTS (SELECT 1 FROM ${quoted(table)}) AS filled`)),
  );
  const seeded = tables.filter((_, index) => filled[index]?.results[0]?.filled === 1);
  await db.batch([
    ...seeded.map((table) =>
      db.prepare(`CREATE TABLE ${quoted(SEED_PREFIX + table)} AS SELECT * FROM ${quoted(table)}`),
    ),
    db.prepare(`CREATE TABLE ${quoted(SEEDS_TAKEN)} (at INTEGER)`),
  ]);
}

/** On every later file: every table back to its seeded rows (foreign keys checked at commit). */
async function restoreSeeds(db: D1Database, tables: string[]): Promise<void> {
  const seeded = await seededTables(db);
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((table) => db.prepare(`DELETE FROM ${quoted(table)}`)),
    ...seeded.map((table) =>
      db.prepare(`INSERT INTO ${quoted(table)} SELECT * FROM ${quoted(SEED_PREFIX + table)}`),
    ),
  ]);
  await db.prepare("DELETE FROM sqlite_sequence").run();
}

async function emptyKv(namespace: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await namespace.list(cursor === undefined ? {} : { cursor });
    await Promise.all(page.keys.map((key) => namespace.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor !== undefined);
}

export async function resetStorage(): Promise<void> {
  await freshDefaultCache();
  const tables = await tablesOf(env.DB);
  if (await seedsTaken(env.DB)) await restoreSeeds(env.DB, tables);
  else await takeSeeds(env.DB, tables);
  await Promise.all([emptyKv(env.PRICES), emptyKv(env.CONFIG)]);
}

type EdgeCaches = CacheStorage & { default: Cache };
const ORIGINAL_CACHES = Symbol.for("test.original-caches");

/**
 * The Cache API cannot be emptied from inside the Worker, so each file gets its own: `caches.default`
 * (where the edge keeps rendered pages) becomes a cache named after the file's start.
 */
export async function freshDefaultCache(): Promise<void> {
  const global = globalThis as unknown as { caches: EdgeCaches; [ORIGINAL_CACHES]?: EdgeCaches };
  global[ORIGINAL_CACHES] ??= global.caches;
  const storage = global[ORIGINAL_CACHES];
  const perFile: EdgeCaches = {
    default: await storage.open(`test-file-${crypto.randomUUID()}`),
    open: (name) => storage.open(name),
    delete: (name) => storage.delete(name),
    has: (name) => storage.has(name),
    keys: () => storage.keys(),
    match: (request, options) => storage.match(request, options),
  };
  Object.defineProperty(globalThis, "caches", { value: perFile, configurable: true, writable: true });
}
