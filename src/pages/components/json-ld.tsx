import { scriptJson } from "../../shared/script-json";

/** A JSON value as schema.org data; `@context` is added by JsonLd. */
export type JsonLdData = Record<string, unknown>;

export function serializeJsonLd(data: JsonLdData): string {
  return scriptJson({ "@context": "https://schema.org", ...data });
}

/**
 * Structured data for search engines (Organization, FAQPage, BreadcrumbList, Product/Offer…) as
 * an `application/ld+json` block. Its type makes it data, never executed, so the CSP needs no
 * nonce for it. Usage: `<JsonLd data={{ "@type": "Organization", … }} />`.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
