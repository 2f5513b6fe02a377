import { LOCALES, type Locale } from "../i18n/languages";
import { enumeratePaths } from "../routes/route-def";
import { ROUTES } from "../routes/table";
import { alternates, canonicalUrl } from "./alternates";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[ch]};`,
  );

export const sitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;

/** Every indexable page path: public routes and each value of their listed parameters. */
export function indexablePaths(): string[] {
  return ROUTES.filter((r) => !r.noindex && !r.personal && (r.status ?? 200) === 200).flatMap(enumeratePaths);
}

/** The sitemap index: one sitemap per locale. */
export function sitemapIndex(origin: string): string {
  const items = LOCALES.map((l) => `<sitemap><loc>${escapeXml(origin + sitemapPath(l))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>\n`;
}

/** A path listed only in the languages its content exists in (a blog article). */
export interface ContentPath {
  path: string;
  languages: readonly Locale[];
}

/**
 * One locale's pages at their canonical URLs, each with its hreflang alternates; `content` adds
 * pages from data sources (blog articles) with their own language sets; `omit` leaves out pages
 * with nothing in this locale (an empty blog category).
 */
export function localeSitemap(
  origin: string,
  locale: Locale,
  content: readonly ContentPath[] = [],
  omit: readonly string[] = [],
): string {
  const pages = [
    ...indexablePaths()
      .filter((path) => !omit.includes(path))
      .map((path) => ({ path, languages: undefined })),
    ...content.filter((c) => c.languages.includes(locale)),
  ];
  const urls = pages.map(({ path, languages }) => {
    const links = alternates(origin, path, languages).map(
      (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return `<url><loc>${escapeXml(canonicalUrl(origin, locale, path))}</loc>${links.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /ws/",
    "Disallow: /redirect",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
