import { describe, expect, it } from "vitest";
import { builtBlog } from "../../test/support/built-blog";
import { ONLY_INSTANT_NAVIGATION, programsIn } from "../../test/support/page-scripts";
import { get, ORIGIN } from "../../test/support/request";
import { BLOG_CATEGORIES } from "../catalog/blog-categories";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { CONSENT_VALUE } from "../shared/consent";
import { BLOG_PAGE_SIZE } from "./pagination";
import { loadArticle } from "./store";

const html = async (path: string) => {
  const response = await get(path);
  return { status: response.status, body: await response.text(), response };
};

/** The article links of a list page, in order. */
const articleLinks = (body: string, prefix = "") =>
  [...body.matchAll(/<h[23] class="blog-card__title"><a href="([^"]+)"/g)].map((m) =>
    m[1]?.replace(prefix, ""),
  );

describe("blog lists", () => {
  it("/blog lists the newest articles first, one page of them", async () => {
    const { articles } = await builtBlog("en");
    const { status, body } = await html("/blog");
    expect(status).toBe(200);
    const links = articleLinks(body);
    expect(links).toEqual(articles.slice(0, BLOG_PAGE_SIZE).map((a) => `/blog/${a.unikey}`));
  });

  it("/blog/more continues where /blog stops, and a page past the end is not found", async () => {
    const { articles } = await builtBlog("en");
    const pages = Math.ceil(articles.length / BLOG_PAGE_SIZE);
    if (pages >= 2) {
      const { body } = await html("/blog/more");
      expect(articleLinks(body)).toEqual(
        articles.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((a) => `/blog/${a.unikey}`),
      );
      const first = await html("/blog");
      expect(first.body).toContain('href="/blog/more" rel="next"');
    }
    expect((await get(`/blog/more?page=${pages + 1}`)).status).toBe(404);
    expect((await get("/blog?page=abc")).status).toBe(404);
    expect((await get("/blog?page=0")).status).toBe(404);
  });

  it("a category lists only its articles; an unknown category is not found", async () => {
    const { articles } = await builtBlog("en");
    for (const category of BLOG_CATEGORIES) {
      const { status, body } = await html(`/blog/category/${category}`);
      expect(status).toBe(200);
      const expected = articles.filter((a) => a.category === category).slice(0, BLOG_PAGE_SIZE);
      expect(articleLinks(body)).toEqual(expected.map((a) => `/blog/${a.unikey}`));
    }
    const unknown = await html("/blog/category/gardening");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("Page Not Found: <code>/blog/category/gardening</code>");
  });

  it("a tag lists only its articles; an unknown tag and a bare /blog/tag are not found", async () => {
    const { status, body } = await html("/blog/tag/travel");
    expect(status).toBe(200);
    const links = articleLinks(body);
    expect(links.length).toBeGreaterThan(0);
    const { articles } = await builtBlog("en");
    for (const link of links) {
      const article = articles.find((a) => `/blog/${a.unikey}` === link);
      expect(article?.tags).toContain("travel");
    }
    expect((await get("/blog/tag/cooking")).status).toBe(404);
    expect((await get("/blog/tag")).status).toBe(404);
    expect((await get("/blog/category")).status).toBe(404);
  });

  it("a category with no article in the language is linked neither in the blog nav nor in the sitemap", async () => {
    const { articles } = await builtBlog("en");
    const empty = BLOG_CATEGORIES.filter((id) => !articles.some((a) => a.category === id));
    // The content has no news yet: the case the issue reported.
    expect(empty).toContain("news");
    const { body } = await html("/blog");
    const sitemap = await (await get("/sitemap-en.xml")).text();
    for (const id of BLOG_CATEGORIES) {
      const linked = empty.includes(id) ? "not" : "is";
      expect(body.includes(`href="/blog/category/${id}"`), `${id} ${linked} in the nav`).toBe(
        !empty.includes(id),
      );
      expect(sitemap.includes(`${ORIGIN}/blog/category/${id}<`), `${id} ${linked} in the sitemap`).toBe(
        !empty.includes(id),
      );
    }
    // Its address still answers, and its own page still names it.
    const news = await html("/blog/category/news");
    expect(news.status).toBe(200);
    expect(news.body).toContain('href="/blog/category/news" aria-current="page"');
  });

  it("the category list in the layout carries this language's counts", async () => {
    const { articles } = await builtBlog("en");
    const privacy = articles.filter((a) => a.category === "privacy").length;
    const { body } = await html("/blog");
    expect(body).toContain(`Privacy<span class="blog-nav__count">${privacy}</span>`);
  });
});

describe("blog articles", () => {
  it("renders the article with a table of contents, anchors, reading time and JSON-LD", async () => {
    const { status, body } = await html("/blog/what-is-a-no-logs-vpn");
    expect(status).toBe(200);
    expect(body).toContain("<h1>What a no-logs VPN really means, and how to check the claim</h1>");
    expect(body).toContain('<nav class="toc blog-toc"');
    expect(body).toMatch(
      /<h2 id="activity-logs-versus-connection-logs"><a class="header-anchor" href="#activity-logs-versus-connection-logs">/,
    );
    expect(body).toContain('href="#activity-logs-versus-connection-logs"');
    expect(body).toMatch(/\d+ min read/);
    expect(body).toContain('<div class="table-scroll" tabindex="0" role="region"');
    const ld = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    const article = ld.find((d) => d["@type"] === "Article");
    expect(article?.headline).toBe("What a no-logs VPN really means, and how to check the claim");
    expect(article?.datePublished).toBe("2026-03-04");
    expect(article?.mainEntityOfPage["@id"]).toBe(`${ORIGIN}/blog/what-is-a-no-logs-vpn`);
    const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement.at(-1).name).toBe(article?.headline);
    expect(body).toContain('<meta property="og:type" content="article"/>');
  });

  it("links the previous and next articles and related ones", async () => {
    const { articles } = await builtBlog("en");
    const middle = articles[1];
    if (!middle) throw new Error("need at least three articles");
    const { body } = await html(`/blog/${middle.unikey}`);
    expect(body).toContain(`href="/blog/${articles[2]?.unikey}" rel="prev"`);
    expect(body).toContain(`href="/blog/${articles[0]?.unikey}" rel="next"`);
    expect(body).toContain('id="related-title"');
  });

  it("names hreflang alternates only for the languages the article exists in", async () => {
    const { articles } = await builtBlog("en");
    const article = articles[0];
    if (!article) throw new Error("no articles");
    const { body } = await html(`/blog/${article.unikey}`);
    const hreflangs = [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map((m) => m[1]);
    expect(hreflangs.length).toBe(article.translations.length + 1);
  });

  it("an unknown article answers the not-found page with status 404", async () => {
    const { status, body } = await html("/blog/this-article-does-not-exist");
    expect(status).toBe(404);
    expect(body).toContain("Page Not Found: <code>/blog/this-article-does-not-exist</code>");
    expect((await get("/de/blog/this-article-does-not-exist")).status).toBe(404);
  });

  it("ships no JavaScript but instant navigation to a visitor who has made their cookie choice", async () => {
    const cookie = `${CONSENT_COOKIE.name}=${CONSENT_VALUE.accept}`;
    for (const path of ["/blog", "/blog/wireguard-vs-openvpn", "/ar/blog/search?q=vpn"]) {
      const body = await (await get(path, { Cookie: cookie })).text();
      expect(programsIn(body), path).toEqual(ONLY_INSTANT_NAVIGATION);
    }
  });

  it("article HTML carries no script or event handler from the Markdown", async () => {
    const { articles } = await builtBlog("en");
    for (const { unikey } of articles) {
      const article = await loadArticle("en", unikey);
      expect(article?.html).not.toMatch(/<script|<iframe|\son[a-z]+=|javascript:/i);
    }
  });
});

describe("blog search", () => {
  it("works as a plain GET form and ranks the best match first with highlighted snippets", async () => {
    const { status, body, response } = await html("/blog/search?q=WireGuard");
    expect(status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(body).toMatch(
      /<form class="search-form" (?=[^>]*method="get")(?=[^>]*action="\/blog\/search")[^>]*>/,
    );
    expect(body).toContain('value="WireGuard"');
    expect(body).toMatch(/<mark>WireGuard<\/mark>/i);
    const results = [...body.matchAll(/<li class="search-result"><h3><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(results.length).toBeGreaterThan(0);
  });

  it("shows the empty state for a query that matches nothing, and a prompt without a query", async () => {
    const empty = await html("/blog/search?q=zzzyxw");
    expect(empty.status).toBe(200);
    expect(empty.body).toContain("No article matches “zzzyxw”.");
    const prompt = await html("/blog/search");
    expect(prompt.body).toContain("Type a word or a phrase");
  });

  it("escapes markup and SQL-like queries: they are text, never HTML", async () => {
    const query = `<img src=x onerror=alert(1)>' OR 1=1; --`;
    const { status, body } = await html(`/blog/search?q=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(body).not.toContain("<img src=x");
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("refuses an over-long query with a clear message and status 400", async () => {
    const { status, body } = await html(`/blog/search?q=${"vpn ".repeat(40)}`);
    expect(status).toBe(400);
    expect(body).toContain("Your search is too long. Use at most 100 characters.");
  });
});

describe("blog search in Japanese and Arabic", () => {
  const resultLinks = (body: string) =>
    [...body.matchAll(/<li class="search-result"><h3><a href="([^"]+)"/g)].map((m) => m[1]);

  it("finds Japanese articles by a word inside unspaced text, the title match first", async () => {
    const { status, body } = await html(`/ja/blog/search?q=${encodeURIComponent("キルスイッチ")}`);
    expect(status).toBe(200);
    const links = resultLinks(body);
    expect(links[0]).toBe("/ja/blog/vpn-kill-switch");
    expect(links.length).toBeGreaterThan(1);
    expect(body).toContain("<mark>キルスイッチ</mark>");
  });

  it("finds the Japanese public Wi-Fi guide from a phrase, with full-width input folded", async () => {
    const { body } = await html(`/ja/blog/search?q=${encodeURIComponent("公衆Ｗｉ－Ｆｉ")}`);
    expect(resultLinks(body)[0]).toBe("/ja/blog/public-wifi-safety");
  });

  it("finds Arabic articles with or without the definite article", async () => {
    const withArticle = resultLinks(
      (await html(`/ar/blog/search?q=${encodeURIComponent("مفتاح الإيقاف")}`)).body,
    );
    expect(withArticle[0]).toBe("/ar/blog/vpn-kill-switch");
    const bare = resultLinks((await html(`/ar/blog/search?q=${encodeURIComponent("خصوصية")}`)).body);
    expect(bare.length).toBeGreaterThan(0);
    expect(bare).toContain("/ar/blog/what-is-a-no-logs-vpn");
  });
});
