import type { BlogCategory } from "../catalog/blog-categories";
import { blogFiles } from "./blog-files";
import { createBlogStore } from "./blog-store";
import type { BlogEntry, BlogLocaleData } from "./types";

/** The blog this Worker serves: its static assets, or the bundled build in dev and the tests. */
export const { loadBlog, loadSearchable, loadArticle } = createBlogStore(blogFiles);

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
  previous: BlogEntry | null;
  /** The next newer article. */
  next: BlogEntry | null;
  related: BlogEntry[];
}

export const RELATED_COUNT = 3;

/**
 * Previous and next by publication date, and the articles closest in topic: shared tags count
 * twice, the same category once; ties go to the newer article.
 */
export function neighboursOf(data: BlogLocaleData, article: BlogEntry): ArticleNeighbours {
  const index = data.articles.findIndex((a) => a.unikey === article.unikey);
  const score = (other: BlogEntry) =>
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
