import { afterEach, describe, expect, it, vi } from "vitest";
import { blogFilesFromAssets } from "./asset-reader";
import { BLOG_FILES_DIR, blogBodyFile, blogIndexFile, blogSearchFile, splitBuiltLocale } from "./blog-assets";
import { createBlogStore } from "./blog-store";
import type { BuiltArticle } from "./types";

function built(unikey: string, published: string): BuiltArticle {
  return {
    unikey,
    locale: "en",
    title: `About ${unikey}`,
    description: "A description.",
    category: "guides",
    tags: ["travel"],
    author: "Someone",
    published,
    updated: published,
    cover: "/blog/covers/travel.svg",
    coverAlt: "Cover",
    html: `<p>The body of ${unikey}.</p>`,
    toc: [],
    readingMinutes: 3,
    text: `The body of ${unikey}.`,
    translations: ["en"],
  };
}

const ENGLISH = splitBuiltLocale({
  locale: "en",
  articles: [built("newer", "2026-02-01"), built("older", "2026-01-01")],
});

/** An ASSETS binding serving `files` (path under _blog/ → JSON) and 404 for anything else. */
function assets(files: Record<string, unknown>, status = 404) {
  const requested: string[] = [];
  const binding = {
    requested,
    fetch: async (url: string) => {
      const path = new URL(url).pathname.slice(`/${BLOG_FILES_DIR}/`.length);
      requested.push(path);
      return path in files ? Response.json(files[path]) : new Response("", { status });
    },
  };
  return binding;
}

const ALL_FILES = {
  [blogIndexFile("en")]: ENGLISH.index,
  [blogSearchFile("en")]: ENGLISH.texts,
  [blogBodyFile("en", "newer")]: ENGLISH.bodies.get("newer"),
  [blogBodyFile("en", "older")]: ENGLISH.bodies.get("older"),
};

afterEach(() => vi.restoreAllMocks());

describe("the blog read from the static assets", () => {
  it("reads the index once per isolate and an article's own body only", async () => {
    const binding = assets(ALL_FILES);
    const store = createBlogStore(() => blogFilesFromAssets(binding));
    expect((await store.loadBlog("en")).articles.map((a) => a.unikey)).toEqual(["newer", "older"]);
    const article = await store.loadArticle("en", "older");
    expect(article?.html).toBe("<p>The body of older.</p>");
    expect(article?.title).toBe("About older");
    await store.loadArticle("en", "older");
    expect(binding.requested).toEqual([blogIndexFile("en"), blogBodyFile("en", "older")]);
  });

  it("gives the search every entry with its body's text", async () => {
    const store = createBlogStore(() => blogFilesFromAssets(assets(ALL_FILES)));
    const searchable = await store.loadSearchable("en");
    expect(searchable.map((a) => [a.unikey, a.text])).toEqual([
      ["newer", "The body of newer."],
      ["older", "The body of older."],
    ]);
  });

  it("a locale whose files are missing reads as an empty blog, logged, and its articles as missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = createBlogStore(() => blogFilesFromAssets(assets({})));
    expect(await store.loadBlog("de")).toEqual({ locale: "de", articles: [] });
    expect(await store.loadArticle("de", "newer")).toBeNull();
    expect(await store.loadSearchable("de")).toEqual([]);
    expect(warn).toHaveBeenCalledWith("blog: the index of de is missing from the build");
  });

  it("an article whose body file is missing is not found; the others still are", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { [blogBodyFile("en", "older")]: _missing, ...files } = ALL_FILES;
    const store = createBlogStore(() => blogFilesFromAssets(assets(files)));
    expect(await store.loadArticle("en", "older")).toBeNull();
    expect((await store.loadArticle("en", "newer"))?.html).toBe("<p>The body of newer.</p>");
  });

  it("a failed read answers the empty blog and is tried again on the next request", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let failing = true;
    const healthy = assets(ALL_FILES);
    const broken = assets({}, 503);
    const store = createBlogStore(() => blogFilesFromAssets(failing ? broken : healthy));
    expect((await store.loadBlog("en")).articles).toEqual([]);
    expect(error).toHaveBeenCalled();
    failing = false;
    expect((await store.loadBlog("en")).articles).toHaveLength(2);
  });

  it("reads no file for a unikey its index does not list", async () => {
    const binding = assets(ALL_FILES);
    const store = createBlogStore(() => blogFilesFromAssets(binding));
    expect(await store.loadArticle("en", "../../_messages/en/common")).toBeNull();
    expect(binding.requested).toEqual([blogIndexFile("en")]);
  });
});
