import type { Locale } from "../i18n/languages";
import type { ContentPath } from "../seo/sitemap";
import { loadBlog } from "./store";

/** The locale's articles for its sitemap, each with the languages it is translated into. */
export async function blogSitemapPaths(locale: Locale): Promise<ContentPath[]> {
  const { articles } = await loadBlog(locale);
  return articles.map((a) => ({ path: `/blog/${a.unikey}`, languages: a.translations }));
}
