import type { Locale } from "../i18n/languages";
import type { BlogBody, BlogLocaleData, BuiltLocale } from "./types";

/**
 * Where the deployed Worker reads the blog: static assets the build writes under `_blog/`
 * (decision 151), so the bundle carries no article and a new article or language does not slow
 * every cold start. Per locale a small index of list entries, the search texts, and one body per
 * article, so an article page reads only its own body. vite.config.ts imports this module too.
 */
export const BLOG_FILES_DIR = "_blog";

export const blogIndexFile = (locale: Locale) => `${locale}/index.json`;
export const blogSearchFile = (locale: Locale) => `${locale}/search.json`;
export const blogBodyFile = (locale: Locale, unikey: string) => `${locale}/articles/${unikey}.json`;

/** The plain text of every article's body by unikey, which only the search reads. */
export type SearchTexts = Record<string, string>;

export interface BlogLocaleFiles {
  index: BlogLocaleData;
  texts: SearchTexts;
  bodies: Map<string, BlogBody>;
}

/** One locale as the content build made it, cut into the files the Worker reads. */
export function splitBuiltLocale({ locale, articles }: BuiltLocale): BlogLocaleFiles {
  const texts: SearchTexts = {};
  const bodies = new Map<string, BlogBody>();
  const entries = articles.map(({ html, toc, text, ...entry }) => {
    texts[entry.unikey] = text;
    bodies.set(entry.unikey, { html, toc });
    return entry;
  });
  return { index: { locale, articles: entries }, texts, bodies };
}
