/**
 * A JSON-LD block for search engines. `<` is escaped so no value can close the script element;
 * the type is data, not script, so it needs no nonce to pass the CSP.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
