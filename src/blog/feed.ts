import { type Locale, languageOf } from "../i18n/languages";
import { localizedPath } from "../i18n/locale-path";
import { pathTo } from "../routes/route-paths";
import type { BlogEntry } from "./types";

/** Entries in a feed: the newest articles. */
export const FEED_SIZE = 20;

export const feedPath = (locale: Locale) => localizedPath(locale, "/blog/feed.xml");

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[ch]};`,
  );

const timestamp = (day: string) => `${day}T00:00:00Z`;

export interface FeedTexts {
  title: string;
  subtitle: string;
  categoryLabel: (category: string) => string;
}

/** One locale's Atom feed (RFC 4287): the newest articles, each linked at its canonical URL. */
export function atomFeed(
  origin: string,
  locale: Locale,
  articles: readonly BlogEntry[],
  texts: FeedTexts,
): string {
  const home = origin + localizedPath(locale, "/blog");
  const newest = articles.slice(0, FEED_SIZE);
  const updated = newest.reduce((max, a) => (a.updated > max ? a.updated : max), "1970-01-01");
  const entries = newest.map((a) => {
    const url = origin + localizedPath(locale, pathTo("/blog/:unikey", { unikey: a.unikey }));
    return [
      "<entry>",
      `<title>${escapeXml(a.title)}</title>`,
      `<id>${escapeXml(url)}</id>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${timestamp(a.published)}</published>`,
      `<updated>${timestamp(a.updated)}</updated>`,
      `<author><name>${escapeXml(a.author)}</name></author>`,
      `<category term="${a.category}" label="${escapeXml(texts.categoryLabel(a.category))}"/>`,
      `<summary>${escapeXml(a.description)}</summary>`,
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languageOf(locale).iso}">`,
    `<title>${escapeXml(texts.title)}</title>`,
    `<subtitle>${escapeXml(texts.subtitle)}</subtitle>`,
    `<id>${escapeXml(home)}</id>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(origin + feedPath(locale))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `<updated>${timestamp(updated)}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
