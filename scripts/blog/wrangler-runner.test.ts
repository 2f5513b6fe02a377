import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SqlRunner, syncBlog } from "../../src/blog/blog-sync";
import { readBuiltBlog, tagLabelsFromLocales } from "./built-content";
import { inlineStatement, wranglerRunner } from "./wrangler-runner";

// `npm run deploy` loads the deployed BLOG through wrangler's CLI; here the same runner loads a
// local one, so the SQL it writes is proven on the tool that runs it.
const persist = mkdtempSync(join(tmpdir(), "blog-wrangler-"));
afterAll(() => rmSync(persist, { recursive: true, force: true }));

describe("the content sync through wrangler", () => {
  it("writes parameters as literals, quotes doubled", () => {
    expect(inlineStatement({ sql: "INSERT INTO t VALUES (?, ?)", params: ["l’autre 'x'", 3] })).toBe(
      "INSERT INTO t VALUES ('l’autre ''x''', 3)",
    );
    expect(() => inlineStatement({ sql: "SELECT ?", params: [] })).toThrow();
  });

  it("loads the content build into a database, then finds nothing left to write", async () => {
    const wrangler = wranglerRunner(["--local", "--persist-to", persist]);
    const written: number[] = [];
    const runner: SqlRunner = {
      ...wrangler,
      run: async (statements) => {
        written.push(
          ...statements.map((statement) => new TextEncoder().encode(inlineStatement(statement)).length),
        );
        await wrangler.run(statements);
      },
    };
    const built = readBuiltBlog().filter((l) => l.locale === "en" || l.locale === "ja");
    const articles = built.reduce((sum, l) => sum + l.articles.length, 0);
    const first = await syncBlog(runner, built, tagLabelsFromLocales());
    expect(first).toMatchObject({ rebuilt: true, added: articles });
    const stored = await runner.query<{ unikey: string; title: string }>({
      sql: "SELECT unikey, json_extract(entry, '$.title') AS title FROM blog_articles WHERE locale = ? ORDER BY published DESC, unikey",
      params: ["ja"],
    });
    const ja = built.find((l) => l.locale === "ja")?.articles ?? [];
    expect(stored).toEqual(ja.map((a) => ({ unikey: a.unikey, title: a.title })));
    // Every statement the sync wrote stays under D1's 100 KB limit.
    expect(Math.max(...written)).toBeLessThan(100_000);
    expect(await syncBlog(runner, built, tagLabelsFromLocales())).toMatchObject({
      rebuilt: false,
      unchanged: articles,
    });
  }, 120_000);
});
