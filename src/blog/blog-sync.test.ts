import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtBlog } from "../../test/support/built-blog";
import type { Locale } from "../i18n/languages";
import { blogDatabase } from "./blog-database";
import { syncBundled } from "./blog-database-bundled";
import { createBlogStore } from "./blog-store";
import { d1Runner, type SqlRunner, syncBlog, type TagLabel } from "./blog-sync";
import type { BuiltLocale } from "./types";

// These tests change the shared BLOG and sync the content build back into it afterwards: the
// sync's own promise (only what differs is written) is what restores it.
const LOCALES: Locale[] = ["en", "ja"];
const label: TagLabel = (_locale, tag) => `label-${tag}`;
let built: BuiltLocale[];
let runner: SqlRunner;
const store = createBlogStore(async () => env.BLOG);

beforeAll(async () => {
  await blogDatabase();
  built = await Promise.all(LOCALES.map(builtBlog));
  runner = d1Runner(env.BLOG);
  await syncBlog(runner, built, label);
});

afterAll(async () => {
  await syncBundled(env.BLOG);
});

/** Counts the statements a sync sends, to prove an unchanged build writes nothing. */
function counting(inner: SqlRunner): SqlRunner & { written: number } {
  const wrapped = {
    written: 0,
    query: inner.query,
    run: async (statements: Parameters<SqlRunner["run"]>[0]) => {
      wrapped.written += statements.length;
      await inner.run(statements);
    },
  };
  return wrapped;
}

describe("the content sync", () => {
  it("writes nothing when the build has not changed", async () => {
    const watched = counting(runner);
    const report = await syncBlog(watched, built, label);
    expect(report).toEqual({
      rebuilt: false,
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: built.reduce((sum, l) => sum + l.articles.length, 0),
    });
    expect(watched.written).toBe(0);
  });

  it("rewrites only an edited article, and the site and its search show the edit", async () => {
    const [en, ja] = built as [BuiltLocale, BuiltLocale];
    const [first, ...rest] = en.articles;
    if (!first) throw new Error("the English blog is empty");
    const edited = { ...first, title: "Quokka routers explained", text: `${first.text} zyxwvut` };
    const report = await syncBlog(runner, [{ ...en, articles: [edited, ...rest] }, ja], label);
    expect(report).toMatchObject({ changed: 1, added: 0, removed: 0 });
    expect((await store.loadArticle("en", first.unikey))?.title).toBe("Quokka routers explained");
    const hits = await store.search("en", "zyxwvut", (t) => t);
    expect(hits.map((h) => h.article.unikey)).toEqual([first.unikey]);
  });

  it("removes an article gone from the build, from its lists, its page and the index", async () => {
    const [en, ja] = built as [BuiltLocale, BuiltLocale];
    const [gone, ...kept] = en.articles;
    if (!gone) throw new Error("the English blog is empty");
    const report = await syncBlog(runner, [{ ...en, articles: kept }, ja], label);
    expect(report).toMatchObject({ removed: 1, changed: 0, added: 0 });
    expect(await store.loadArticle("en", gone.unikey)).toBeNull();
    expect((await store.allEntries("en")).map((a) => a.unikey)).toEqual(kept.map((a) => a.unikey));
    expect(await store.search("en", "zyxwvut", (t) => t)).toEqual([]);
  });

  it("reloads everything when the schema version changes", async () => {
    await env.BLOG.prepare("UPDATE blog_meta SET value = 'old' WHERE key = 'schema'").run();
    const report = await syncBlog(runner, built, label);
    expect(report.rebuilt).toBe(true);
    expect(report.added).toBe(built.reduce((sum, l) => sum + l.articles.length, 0));
    expect((await store.allEntries("ja")).map((a) => a.unikey)).toEqual(
      built[1]?.articles.map((a) => a.unikey),
    );
  });

  it("loads a database it has never seen", async () => {
    for (const { name } of (
      await env.BLOG.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'blog_meta'",
      ).all<{
        name: string;
      }>()
    ).results) {
      await env.BLOG.prepare(`DROP TABLE ${name}`).run();
    }
    const report = await syncBlog(runner, built, label);
    expect(report.rebuilt).toBe(true);
    expect(await store.loadArticle("en", built[0]?.articles[0]?.unikey ?? "")).not.toBeNull();
  });
});

describe("a blog that cannot be read", () => {
  it("reads as an empty blog and logs, never throws", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      const broken = createBlogStore(async () => {
        throw new Error("BLOG is not bound");
      });
      expect(await broken.listPage("en", {}, 1)).toEqual({ items: [], page: 1, pages: 1 });
      expect(await broken.listPage("en", {}, 2)).toBeNull();
      expect(await broken.loadArticle("en", "anything")).toBeNull();
      expect(await broken.search("en", "vpn", (t) => t)).toEqual([]);
      expect(await broken.categoryCounts("en")).toEqual(new Map());
      expect(errors).toHaveLength(5);
    } finally {
      console.error = original;
    }
  });
});
