import type { Locale } from "../../i18n/languages";
import { ROUTED_LANGUAGES } from "../../i18n/languages";
import { alternates, canonicalUrl, ogLocale } from "../../seo/alternates";
import { stylesheetUrls } from "../assets";
import { usePage } from "../page-context";

export interface HeadProps {
  title: string;
  description: string;
  /** What a page's data adds to the head (an article: its translations, type and image). */
  extras?: HeadExtras;
}

export interface HeadExtras {
  /** Only the languages the content exists in, for hreflang (defaults to all 12). */
  languages?: readonly Locale[];
  ogType?: "website" | "article";
  /** The site path of the page's image. */
  imagePath?: string;
  /** A bare path whose canonical URL this page has (e.g. page 2 keeps its `?page=`). */
  canonicalPath?: string;
}

export function Head({ title, description, extras = {} }: HeadProps) {
  const { language, origin, barePath, route, t, buildId, environment } = usePage();
  const canonical = canonicalUrl(origin, language.code, extras.canonicalPath ?? barePath);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} | ${t("common.brand")}`}</title>
      <meta name="description" content={description} />
      {route.noindex || route.status === 404 ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {route.layout === "blog" ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={t("blog-nav.feed.link")}
          href={canonicalUrl(origin, language.code, "/blog/feed.xml")}
        />
      ) : null}
      {alternates(origin, barePath, extras.languages).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content={extras.ogType ?? "website"} />
      {extras.imagePath ? <meta property="og:image" content={origin + extras.imagePath} /> : null}
      <meta property="og:site_name" content={t("common.brand")} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(language.intl)} />
      {ROUTED_LANGUAGES.filter((l) => l.code !== language.code).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={ogLocale(l.intl)} />
      ))}
      <meta name="theme-color" content="#0b1736" />
      <meta name="build-id" content={buildId} />
      <meta name="environment" content={environment} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {stylesheetUrls(route.styles).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </head>
  );
}
