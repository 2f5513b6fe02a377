import { usePage } from "../page-context";

/** A JSON value as schema.org data; `@context` is added by JsonLd. */
export type JsonLdData = Record<string, unknown>;

/** `<` is escaped so no text inside the data can close the script element. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}

/**
 * Structured data for search engines (Organization, FAQPage, BreadcrumbList, Product/Offer…) as
 * an `application/ld+json` block. It is data, never executed; it carries the nonce anyway so a
 * strict CSP report never flags it. Usage: `<JsonLd data={{ "@type": "Organization", … }} />`.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  const { nonce } = usePage();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized JSON with `<` escaped
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
