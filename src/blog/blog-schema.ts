import { LOCALES, type Locale } from "../i18n/languages";

/**
 * The blog's tables in their own D1 database, BLOG (decision 181). They hold a copy of the
 * content build's output, never anything a visitor wrote, so the content sync owns the schema:
 * when SCHEMA_VERSION changes it drops the tables and loads every article again, with no
 * migration to keep.
 */
export const SCHEMA_VERSION = "1";

/** Per locale, so a search reads only its language's index. */
export const trigramTable = (locale: Locale) => `blog_search_${locale}`;
export const shortTable = (locale: Locale) => `blog_short_${locale}`;

export const SCHEMA: readonly string[] = [
  "CREATE TABLE blog_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
  // entry: the list entry (BlogEntry) as JSON; body: its HTML and table of contents; text: the
  // plain body the search ranks and cuts snippets from.
  `CREATE TABLE blog_articles (
    id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL,
    unikey TEXT NOT NULL,
    revision TEXT NOT NULL,
    category TEXT NOT NULL,
    published TEXT NOT NULL,
    entry TEXT NOT NULL,
    body TEXT NOT NULL,
    text TEXT NOT NULL,
    UNIQUE (locale, unikey)
  )`,
  "CREATE INDEX blog_articles_newest ON blog_articles (locale, published DESC, unikey)",
  "CREATE INDEX blog_articles_category ON blog_articles (locale, category, published DESC, unikey)",
  `CREATE TABLE blog_article_tags (
    article_id INTEGER NOT NULL REFERENCES blog_articles (id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    tag TEXT NOT NULL,
    published TEXT NOT NULL,
    unikey TEXT NOT NULL,
    PRIMARY KEY (article_id, tag)
  )`,
  "CREATE INDEX blog_article_tags_newest ON blog_article_tags (locale, tag, published DESC, unikey)",
  ...LOCALES.flatMap((locale) => [
    `CREATE VIRTUAL TABLE ${trigramTable(locale)} USING fts5(title, description, tags, body, tokenize = 'trigram')`,
    `CREATE VIRTUAL TABLE ${shortTable(locale)} USING fts5(tokens, tokenize = 'unicode61 remove_diacritics 0')`,
  ]),
];

/** Every table of the schema, dropped before a new version is created. */
export const TABLES: readonly string[] = [
  ...LOCALES.flatMap((locale) => [trigramTable(locale), shortTable(locale)]),
  "blog_article_tags",
  "blog_articles",
  "blog_meta",
];
