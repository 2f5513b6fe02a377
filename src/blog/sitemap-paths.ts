import { BLOG_CATEGORIES } from "../catalog/blog-categories";
import type { Locale } from "../i18n/languages";
import { pathTo } from "../routes/route-paths";
import type { ContentPath } from "../seo/sitemap";
import { allEntries, categoryCounts } from "./store";

/** The locale's articles for its sitemap, each with the languages it is translated into. */
export async function blogSitemapPaths(locale: Locale): Promise<ContentPath[]> {
  const articles = await allEntries(locale);
  return articles.map((a) => ({
    path: pathTo("/blog/:unikey", { unikey: a.unikey }),
    languages: a.translations,
  }));
}

/** Category pages with no article in the locale: left out of its sitemap, as out of its blog nav. */
export async function emptyCategoryPaths(locale: Locale): Promise<string[]> {
  const counts = await categoryCounts(locale);
  return BLOG_CATEGORIES.filter((id) => !counts.has(id)).map((id) => `/blog/category/${id}`);
}
