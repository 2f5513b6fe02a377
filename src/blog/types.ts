import type { BlogCategory } from "../catalog/blog-categories";
import type { BlogTag } from "../catalog/blog-tags";
import type { Locale } from "../i18n/languages";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** One article in one language, as the content build emits it (HTML already sanitized). */
export interface BlogArticle {
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
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
  /** Plain text of the body, folded for search (see search-text.ts); same length as `text`. */
  text: string;
  /** Every locale this article exists in, for hreflang. */
  translations: Locale[];
}

/** One locale's articles, newest first. */
export interface BlogLocaleData {
  locale: Locale;
  articles: BlogArticle[];
}
