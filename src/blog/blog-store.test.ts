import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtBlog } from "../../test/support/built-blog";
import type { BlogCategory } from "../catalog/blog-categories";
import type { BlogTag } from "../catalog/blog-tags";
import { LOCALES, type Locale } from "../i18n/languages";
import { loadTranslator } from "../i18n/messages";
import { CJK, queryTerms } from "../shared/text-search";
import { syncBundled } from "./blog-database-bundled";
import { RELATED_COUNT, RELATED_POOL } from "./blog-store";
import { d1Runner, syncBlog } from "./blog-sync";
import { BLOG_PAGE_SIZE } from "./pagination";
import { searchArticles } from "./search";
import { allEntries, categoryCounts, listPage, loadArticle, neighboursOf, search } from "./store";
import type { BlogArticle, BuiltArticle } from "./types";

const keys = (list: readonly { unikey: string }[]) => list.map((a) => a.unikey);

/** The page's articles as the content build orders them (newest first). */
const pageOf = (articles: readonly BuiltArticle[], page: number) =>
  keys(articles.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE));

describe("the blog read from BLOG", () => {
  it.each(LOCALES)(
    "%s: lists every article newest first, a page at a time, with the right page count",
    async (locale) => {
      const { articles } = await builtBlog(locale);
      expect(keys(await allEntries(locale))).toEqual(keys(articles));
      const pages = Math.max(1, Math.ceil(articles.length / BLOG_PAGE_SIZE));
      for (let page = 1; page <= pages; page++) {
        const read = await listPage(locale, {}, page);
        expect(read?.pages).toBe(pages);
        expect(keys(read?.items ?? [])).toEqual(pageOf(articles, page));
      }
      expect(await listPage(locale, {}, pages + 1)).toBeNull();
    },
  );

  it.each(["en", "ja", "ar"] as Locale[])("%s: filters by category and by tag", async (locale) => {
    const { articles } = await builtBlog(locale);
    const counts = await categoryCounts(locale);
    for (const category of new Set(articles.map((a) => a.category))) {
      const expected = articles.filter((a) => a.category === category);
      expect(counts.get(category)).toBe(expected.length);
      expect(keys((await listPage(locale, { category }, 1))?.items ?? [])).toEqual(pageOf(expected, 1));
    }
    for (const tag of new Set(articles.flatMap((a) => a.tags))) {
      const expected = articles.filter((a) => (a.tags as string[]).includes(tag));
      const read = await listPage(locale, { tag }, 1);
      expect(keys(read?.items ?? [])).toEqual(pageOf(expected, 1));
      expect(read?.pages).toBe(Math.max(1, Math.ceil(expected.length / BLOG_PAGE_SIZE)));
    }
    expect(keys((await listPage(locale, { tag: "no-such-tag" }, 1))?.items ?? [])).toEqual([]);
  });

  it("reads an article with its body; an unknown key is null", async () => {
    const { articles } = await builtBlog("de");
    const first = articles[0];
    if (!first) throw new Error("the German blog is empty");
    const read = await loadArticle("de", first.unikey);
    expect(read?.html).toBe(first.html);
    expect(read?.toc).toEqual(first.toc);
    expect(read?.translations).toEqual(first.translations);
    expect(await loadArticle("de", "no-such-article")).toBeNull();
  });

  it("gives each article its older and newer neighbour and the articles closest in topic", async () => {
    const { articles } = await builtBlog("en");
    for (const [index, article] of articles.entries()) {
      const read = await neighboursOf(article);
      expect(read.previous?.unikey ?? null).toBe(articles[index + 1]?.unikey ?? null);
      expect(read.next?.unikey ?? null).toBe(index > 0 ? (articles[index - 1]?.unikey ?? null) : null);
      expect(keys(read.related)).toEqual(keys(closestInTopic(article, articles)));
    }
  });
});

/** Shared tags count twice, the same category once; ties go to the newer article (newest first in). */
function closestInTopic(article: BlogArticle, newestFirst: readonly BlogArticle[]): BlogArticle[] {
  return newestFirst
    .filter((a) => a.unikey !== article.unikey)
    .map((a, order) => ({
      a,
      order,
      score:
        a.tags.filter((t) => article.tags.includes(t)).length * 2 + (a.category === article.category ? 1 : 0),
    }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, RELATED_COUNT)
    .map((x) => x.a);
}

describe("related articles on a large blog", () => {
  // A synthetic English blog, newest first: the article read, then more than a pool's worth of
  // articles for each of its lists, then an old article that matches it on every count.
  let corpus: BuiltArticle[];
  beforeAll(async () => {
    const [model] = (await builtBlog("en")).articles;
    if (!model) throw new Error("the English blog is empty");
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) - n * 8.64e7).toISOString().slice(0, 10);
    const make = (n: number, category: BlogCategory, tags: BlogTag[]): BuiltArticle => ({
      ...model,
      unikey: `synthetic-${n}`,
      title: `Synthetic ${n}`,
      category,
      tags,
      published: day(n),
      updated: day(n),
    });
    const lists: [BlogCategory, BlogTag[]][] = [
      ["news", ["travel"]],
      ["news", ["mobile"]],
      ["guides", ["routers"]],
      ["news", ["travel", "routers"]],
    ];
    corpus = [make(0, "guides", ["travel", "mobile"])];
    for (let n = 1; corpus.length < 1 + lists.length * (RELATED_POOL + 5); n++) {
      const [category, tags] = lists[n % lists.length] as [BlogCategory, BlogTag[]];
      corpus.push(make(n, category, tags));
    }
    corpus.push(make(10_000, "guides", ["travel", "mobile"]));
    await syncBlog(d1Runner(env.BLOG), [{ locale: "en", articles: corpus }], (_locale, tag) => tag);
  });
  afterAll(async () => {
    await syncBundled(env.BLOG);
  });

  it("ranks the newest articles of each of its tags and of its category, not the whole blog", async () => {
    const [article] = corpus;
    if (!article) throw new Error("no synthetic article");
    const pools = [
      corpus.filter((a) => a.category === article.category).slice(0, RELATED_POOL),
      ...article.tags.map((tag) => corpus.filter((a) => a.tags.includes(tag)).slice(0, RELATED_POOL)),
    ].flat();
    const candidates = corpus.filter((a) => pools.includes(a));
    const related = (await neighboursOf(article)).related;
    expect(keys(related)).toEqual(keys(closestInTopic(article, candidates)));
    expect(keys(related)).toHaveLength(RELATED_COUNT);
    // The old perfect match lies past every pool: the price of a bounded query.
    expect(keys(related)).not.toContain("synthetic-10000");
  });
});

/**
 * Queries made of the corpus itself: a word of each title and of each body, and for Japanese and
 * Thai (no spaces) pieces of two and four characters, so every script is searched.
 */
function queriesOf(articles: readonly BuiltArticle[]): string[] {
  const queries = new Set<string>();
  for (const article of articles.slice(0, 6)) {
    const words = `${article.title} ${article.text.slice(200, 400)}`
      .split(/[\s\p{P}]+/u)
      .filter((w) => w.length >= 2);
    for (const word of words.slice(0, 4)) queries.add(word.length > 8 ? word.slice(0, 4) : word);
    const title = article.title.replace(/[\s\p{P}]+/gu, "");
    queries.add(title.slice(0, 2));
    queries.add(title.slice(2, 6));
    queries.add(`${words[0] ?? ""} ${words[2] ?? ""}`);
  }
  return [...queries];
}

describe("the blog search read from BLOG", () => {
  it.each(LOCALES)("%s: finds what a search of every article finds, in the same order", async (locale) => {
    const { articles } = await builtBlog(locale);
    const t = await loadTranslator(locale, ["blog-nav"]);
    const labels = (tag: string) => t(`blog-nav.tags.${tag}`);
    for (const query of queriesOf(articles)) {
      const expected = searchArticles(articles, query, labels);
      const read = await search(locale, query, labels);
      const found = keys(read.map((h) => h.article));
      const wanted = keys(expected.map((h) => h.article));
      if (queryTerms(query).some((term) => term.length >= 3 && CJK.test(term))) {
        // A long Japanese term's rarity is counted from the index, which also counts articles
        // holding only some of its pieces (decision 181): the same articles, maybe reordered.
        expect(found.toSorted(), `${locale}: "${query}"`).toEqual(wanted.toSorted());
      } else {
        expect(found, `${locale}: "${query}"`).toEqual(wanted);
        expect(read.map((h) => h.snippet)).toEqual(expected.map((h) => h.snippet));
      }
    }
  });

  it("finds an article by a tag's label in the page's language", async () => {
    const { articles } = await builtBlog("de");
    const t = await loadTranslator("de", ["blog-nav"]);
    const tagged = articles.find((a) => a.tags.length > 0);
    const tag = tagged?.tags[0];
    if (!tagged || !tag) throw new Error("no German article has a tag");
    const hits = await search("de", t(`blog-nav.tags.${tag}`), (x) => t(`blog-nav.tags.${x}`));
    expect(keys(hits.map((h) => h.article))).toContain(tagged.unikey);
  });
});
