import { ROUTED_LANGUAGES } from "../../i18n/languages";
import { alternates, canonicalUrl, ogLocale } from "../../seo/alternates";
import { usePage } from "../page-context";

export interface HeadProps {
  title: string;
  description: string;
}

export function Head({ title, description }: HeadProps) {
  const { language, origin, barePath, route, assets, t, buildId, environment } = usePage();
  const canonical = canonicalUrl(origin, language.code, barePath);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} | ${t("common.brand")}`}</title>
      <meta name="description" content={description} />
      {route.noindex || route.status === 404 ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {alternates(origin, barePath).map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content="website" />
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
      <link rel="stylesheet" href={assets.styles} />
    </head>
  );
}
