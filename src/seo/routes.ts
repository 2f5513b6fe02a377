import { Hono } from "hono";
import { blogSitemapPaths, emptyCategoryPaths } from "../blog/sitemap-paths";
import { LOCALES } from "../i18n/languages";
import { localeSitemap, robotsTxt, sitemapIndex, sitemapPath } from "./sitemap";

const CACHE = "public, max-age=3600";

/** robots.txt and the sitemaps: language-neutral files that must never be redirected by language. */
export function seoRoutes() {
  const seo = new Hono();
  const origin = (url: string) => new URL(url).origin;
  seo.get("/robots.txt", (c) => c.text(robotsTxt(origin(c.req.url)), 200, { "Cache-Control": CACHE }));
  seo.get("/sitemap.xml", (c) =>
    c.body(sitemapIndex(origin(c.req.url)), 200, {
      "Content-Type": "application/xml",
      "Cache-Control": CACHE,
    }),
  );
  for (const locale of LOCALES) {
    seo.get(sitemapPath(locale), async (c) => {
      const [articles, empty] = await Promise.all([blogSitemapPaths(locale), emptyCategoryPaths(locale)]);
      return c.body(localeSitemap(origin(c.req.url), locale, articles, empty), 200, {
        "Content-Type": "application/xml",
        "Cache-Control": CACHE,
      });
    });
  }
  return seo;
}
