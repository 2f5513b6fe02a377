import type { BlogCategory } from "../catalog/blog-categories";
import type { BlogTag } from "../catalog/blog-tags";
import type { Locale } from "../i18n/languages";
import type { SearchFields } from "../shared/text-search";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** One article in one language as lists, feeds and the sitemap show it: everything but the body. */
export interface BlogEntry {
  unikey: string;
  locale: Locale;
  title: string;
  description: string;
  category: BlogCategory;
  tags: BlogTag[];
  author: string;
  published: string;
  updated: string;
  cover: string;
  coverAlt: string;
  readingMinutes: number;
  /** Every locale this article exists in, for hreflang. */
  translations: Locale[];
}

/** An article's body, read only by its own page (HTML already sanitized by the content build). */
export interface BlogBody {
  html: string;
  toc: TocEntry[];
}

/** An article as its page renders it. */
export interface BlogArticle extends BlogEntry, BlogBody {}

/** An entry with the plain text of its body, which the search reads. */
export interface SearchableEntry extends BlogEntry {
  /** Plain text of the body (see scripts/blog/render-markdown.ts); search folds it. */
  text: string;
  /** The folded fields as the search index stores them (src/blog/search-index.ts); absent: folded by the search. */
  folded?: SearchFields;
}

/** Everything the content build makes of one article. */
export interface BuiltArticle extends BlogArticle, SearchableEntry {}

/** One locale's articles as the content build writes them, newest first. */
export interface BuiltLocale {
  locale: Locale;
  articles: BuiltArticle[];
}
