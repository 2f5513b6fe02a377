import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SqlRunner, Statement } from "../../src/blog/blog-sync";

/** A value as an SQL literal: numbers as they are, strings quoted with their quotes doubled. */
export function sqlLiteral(value: string | number): string {
  return typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/** A statement with its parameters written in, for a file wrangler executes. */
export function inlineStatement({ sql, params }: Statement): string {
  const parts = sql.split("?");
  if (parts.length !== params.length + 1) throw new Error(`${params.length} parameters for: ${sql}`);
  return parts.reduce(
    (out, part, i) => out + (i === 0 ? "" : sqlLiteral(params[i - 1] as string | number)) + part,
    "",
  );
}

/**
 * Articles per batch through wrangler: parameters are written into the SQL, and D1 refuses a
 * statement over 100 KB; two articles of the largest kind we publish stay well under it.
 */
export const WRANGLER_ARTICLES_PER_BATCH = 2;

/**
 * The content sync's way to a database wrangler reaches: `--remote` (with `--env …`) for the
 * deployed BLOG in `npm run deploy`, or `--local --persist-to <dir>` in its test. Reads run as
 * `--command`; writes are kept and sent as one `--file` before the next read and at the end, so
 * a sync is a handful of wrangler calls whatever it writes.
 */
export function wranglerRunner(target: readonly string[], binding = "BLOG"): SqlRunner {
  const wrangler = (args: string[]) =>
    execFileSync("npx", ["wrangler", "d1", "execute", binding, ...target, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 256 * 1024 * 1024,
    });
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const dir = mkdtempSync(join(tmpdir(), "blog-sync-"));
    try {
      const file = join(dir, "sync.sql");
      writeFileSync(file, `${pending.join("\n")}\n`);
      pending = [];
      wrangler(["--yes", "--file", file]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    query: async <T>(statement: Statement) => {
      await flush();
      const output = wrangler(["--json", "--command", inlineStatement(statement)]);
      const [result] = JSON.parse(output) as { results: T[] }[];
      return result?.results ?? [];
    },
    run: async (statements) => {
      pending.push(...statements.map((s) => `${inlineStatement(s)};`));
    },
    flush,
    articlesPerBatch: WRANGLER_ARTICLES_PER_BATCH,
  };
}
