import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ArticleError, parseArticleSource } from "../../src/blog/article-schema";
import type { BuiltArticle, BuiltLocale } from "../../src/blog/types";
import { DEFAULT_LOCALE, type LanguageCode, LOCALES, type Locale } from "../../src/i18n/languages";
import { readingMinutes, renderMarkdown } from "./render-markdown";

/** The region label of a scrollable table, per language (the only text the renderer adds). */
const TABLE_LABEL: Record<LanguageCode, string> = {
  en: "Table",
  ar: "جدول",
  de: "Tabelle",
  es: "Tabla",
  fr: "Tableau",
  it: "Tabella",
  ja: "表",
  nl: "Tabel",
  pl: "Tabela",
  pt: "Tabela",
  ru: "Таблица",
  fa: "جدول",
  hi: "टेबल",
  id: "Tabel",
  ms: "Jadual",
  th: "ตาราง",
  tr: "Tablo",
  uk: "Таблиця",
};

/**
 * Reads `content/blog/<locale>/<unikey>.md`, validates every file, renders the Markdown and returns
 * every locale's articles, newest first; it also writes them, one JSON module per locale, to
 * `src/blog/generated/`, which `npm run dev` and the workers tests bundle (the deployed Worker reads
 * the static files the vite plugin makes of them, decision 151). The parser and sanitizer run here,
 * in Node, and never reach the worker or the browser.
 */
export function buildBlog(root: string): {
  articles: number;
  locales: Record<string, number>;
  built: BuiltLocale[];
} {
  const contentDir = join(root, "content/blog");
  const outDir = join(root, "src/blog/generated");
  const perLocale = new Map<Locale, BuiltArticle[]>();
  const errors: string[] = [];

  for (const locale of LOCALES) {
    let files: string[] = [];
    try {
      files = readdirSync(join(contentDir, locale)).filter((f) => f.endsWith(".md"));
    } catch {
      files = [];
    }
    const articles: BuiltArticle[] = [];
    for (const name of files.sort()) {
      const path = join(contentDir, locale, name);
      const file = relative(root, path);
      try {
        const { frontMatter, body } = parseArticleSource(file, readFileSync(path, "utf8"));
        const { html, toc, text } = renderMarkdown(body, TABLE_LABEL[locale]);
        articles.push({
          ...frontMatter,
          locale,
          updated: frontMatter.updated ?? frontMatter.published,
          html,
          toc,
          text,
          readingMinutes: readingMinutes(text, locale),
          translations: [],
        });
      } catch (error) {
        errors.push(error instanceof ArticleError ? error.message : `${file}: ${(error as Error).message}`);
      }
    }
    perLocale.set(locale, articles);
  }

  // The English set is the source: a translation must translate an existing English article.
  const english = new Map((perLocale.get(DEFAULT_LOCALE) ?? []).map((a) => [a.unikey, a]));
  for (const [locale, articles] of perLocale) {
    for (const article of articles) {
      const original = english.get(article.unikey);
      if (!original) {
        errors.push(`content/blog/${locale}/${article.unikey}.md: field "unikey" has no English original`);
      } else if (original.category !== article.category) {
        errors.push(`content/blog/${locale}/${article.unikey}.md: field "category" differs from English`);
      } else if (original.tags.join() !== article.tags.join()) {
        errors.push(`content/blog/${locale}/${article.unikey}.md: field "tags" differs from English`);
      } else if (original.published !== article.published) {
        errors.push(`content/blog/${locale}/${article.unikey}.md: field "published" differs from English`);
      }
    }
  }
  if (errors.length > 0) throw new ArticleError(`Blog content is invalid:\n  ${errors.join("\n  ")}`);

  const translations = new Map<string, Locale[]>();
  for (const [locale, articles] of perLocale) {
    for (const a of articles) translations.set(a.unikey, [...(translations.get(a.unikey) ?? []), locale]);
  }
  mkdirSync(outDir, { recursive: true });
  const counts: Record<string, number> = {};
  const built: BuiltLocale[] = [];
  for (const [locale, articles] of perLocale) {
    const sorted = articles
      .map((a) => ({ ...a, translations: translations.get(a.unikey) ?? [locale] }))
      .sort((a, b) => b.published.localeCompare(a.published) || a.unikey.localeCompare(b.unikey));
    const data: BuiltLocale = { locale, articles: sorted };
    writeFileSync(join(outDir, `${locale}.json`), `${JSON.stringify(data)}\n`);
    counts[locale] = sorted.length;
    built.push(data);
  }
  return { articles: english.size, locales: counts, built };
}
