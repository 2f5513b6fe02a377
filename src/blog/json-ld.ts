import type { JsonLdData } from "../pages/components/json-ld";
import type { BlogEntry } from "./types";

/** schema.org Article data for one article; `url` is its canonical URL. */
export function articleJsonLd(
  article: BlogEntry,
  { url, origin, iso, brand }: { url: string; origin: string; iso: string; brand: string },
): JsonLdData {
  return {
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: origin + article.cover,
    datePublished: article.published,
    dateModified: article.updated,
    inLanguage: iso,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      name: brand,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    keywords: article.tags.join(", "),
  };
}
