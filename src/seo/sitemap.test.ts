import { describe, expect, it } from "vitest";
import { builtBlog } from "../../test/support/built-blog";
import { BROWSER_UA, get, ORIGIN } from "../../test/support/request";
import { emptyCategoryPaths } from "../blog/sitemap-paths";
import { LANGUAGE_COOKIE } from "../catalog/cookies";
import { LOCALES } from "../i18n/languages";
import { indexablePaths } from "./sitemap";

describe("sitemaps and robots.txt", () => {
  it("robots.txt points to the sitemap index", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("the index lists one sitemap per locale", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const locale of LOCALES) expect(xml).toContain(`<loc>${ORIGIN}/sitemap-${locale}.xml</loc>`);
  });

  it("each locale's sitemap lists every indexable page at its canonical URL with alternates", async () => {
    const paths = indexablePaths();
    expect(paths).toContain("/download/apple-tv");
    expect(paths).toContain("/vpn-server/australia-vpn");
    expect(paths).toContain("/status");
    expect(paths).not.toContain("/login");
    expect(paths).not.toContain("/404");
    const de = await (await get("/sitemap-de.xml")).text();
    const { articles } = await builtBlog("de");
    const empty = await emptyCategoryPaths("de");
    expect(de.match(/<url>/g)).toHaveLength(paths.length - empty.length + articles.length);
    expect(de).toContain(`<loc>${ORIGIN}/de/vpn-server/australia-vpn</loc>`);
    expect(de).toContain(
      `<xhtml:link rel="alternate" hreflang="ja-JP" href="${ORIGIN}/ja/vpn-server/australia-vpn"/>`,
    );
    expect(de).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/vpn-server/australia-vpn"/>`,
    );
    const en = await (await get("/sitemap-en.xml")).text();
    expect(en).toContain(`<loc>${ORIGIN}/pricing</loc>`);
    expect(en).not.toContain(`${ORIGIN}/en/`);
  });

  it("lists every blog article in each language it is written in, with hreflang across its translations", async () => {
    const { articles } = await builtBlog("en");
    expect(articles.length).toBeGreaterThan(0);
    const en = await (await get("/sitemap-en.xml")).text();
    for (const article of articles) {
      const entry =
        en.match(new RegExp(`<url><loc>${ORIGIN}/blog/${article.unikey}</loc>(.*?)</url>`))?.[1] ?? "";
      expect(entry).not.toBe("");
      const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
      expect(hreflangs).toHaveLength(article.translations.length + 1);
      expect(hreflangs).toContain("x-default");
      for (const locale of article.translations.filter((l) => l !== "en")) {
        expect(entry).toContain(`href="${ORIGIN}/${locale}/blog/${article.unikey}"`);
      }
    }
    expect(indexablePaths()).toContain("/blog/category/privacy");
    expect(indexablePaths()).not.toContain("/blog/search");
  });

  it("is never redirected by a stored language", async () => {
    const response = await get("/sitemap.xml", {
      "User-Agent": BROWSER_UA,
      Cookie: `${LANGUAGE_COOKIE.name}=de`,
    });
    expect(response.status).toBe(200);
  });
});
