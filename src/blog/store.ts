import type { BlogCategory } from "../catalog/blog-categories";
import type { Locale } from "../i18n/languages";
import type { BlogArticle, BlogLocaleData } from "./types";

const cache = new Map<Locale, Promise<BlogLocaleData>>();

async function importLocale(locale: Locale): Promise<BlogLocaleData> {
  try {
    // Written by the content build (scripts/blog/build-blog.ts); one lazy chunk per locale.
    const mod = (await import(`./generated/${locale}.json`)) as { default: BlogLocaleData };
    return mod.default;
  } catch {
    console.warn(`blog: no generated content for ${locale}`);
    return { locale, articles: [] };
  }
}

/** One locale's articles, newest first, loaded once per isolate. */
export function loadBlog(locale: Locale): Promise<BlogLocaleData> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = importLocale(locale);
    cache.set(locale, pending);
  }
  return pending;
}

export const articlesInCategory = (data: BlogLocaleData, category: string) =>
  data.articles.filter((a) => a.category === category);

export const articlesWithTag = (data: BlogLocaleData, tag: string) =>
  data.articles.filter((a) => (a.tags as string[]).includes(tag));

export interface CategoryCount {
  id: BlogCategory;
  count: number;
}

export interface ArticleNeighbours {
  /** The next older article. */
  previous: BlogArticle | null;
  /** The next newer article. */
  next: BlogArticle | null;
  related: BlogArticle[];
}

export const RELATED_COUNT = 3;

/**
 * Previous and next by publication date, and the articles closest in topic: shared tags count
 * twice, the same category once; ties go to the newer article.
 */
export function neighboursOf(data: BlogLocaleData, article: BlogArticle): ArticleNeighbours {
  const index = data.articles.findIndex((a) => a.unikey === article.unikey);
  const score = (other: BlogArticle) =>
    other.tags.filter((t) => article.tags.includes(t)).length * 2 +
    (other.category === article.category ? 1 : 0);
  const related = data.articles
    .filter((a) => a.unikey !== article.unikey)
    .map((a, order) => ({ a, order, score: score(a) }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, RELATED_COUNT)
    .map((x) => x.a);
  return {
    previous: data.articles[index + 1] ?? null,
    next: index > 0 ? (data.articles[index - 1] ?? null) : null,
    related,
  };
}
