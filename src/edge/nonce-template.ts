/**
 * A rendered page as a template of its CSP nonce: the bytes between its `nonce="…"` attributes.
 * Filling a template with a fresh nonce is a byte copy, no HTML parse, so a cached page costs
 * little more than a static file. Only attributes carry a nonce: React escapes a `"` in text and
 * in other attributes, so `nonce="` followed by the render's own random nonce is always one.
 */
export type NonceTemplate = readonly Uint8Array[];

/** Marks the nonce in the copy kept by the Cache API (text, so it survives as a response body). */
export const NONCE_PLACEHOLDER = 'nonce="{{html-cache-nonce}}"';

const encoder = new TextEncoder();
const attribute = (nonce: string) => `nonce="${nonce}"`;

/** The template of a page rendered with `nonce`: split where that nonce was written. */
export function templateOf(html: string, nonce: string): NonceTemplate {
  const parts = nonce ? html.split(attribute(nonce)) : [html];
  return parts.map((part) => encoder.encode(part));
}

/** The template of a copy read back from the Cache API. */
export const templateOfStored = (stored: string): NonceTemplate =>
  stored.split(NONCE_PLACEHOLDER).map((part) => encoder.encode(part));

/** The copy the Cache API keeps: the template with the placeholder where the nonce goes. */
export const storedTextOf = (template: NonceTemplate): string =>
  template.map((part) => new TextDecoder().decode(part)).join(NONCE_PLACEHOLDER);

/** The template's size in bytes, without the nonces it will be filled with. */
export const templateBytes = (template: NonceTemplate): number =>
  template.reduce((sum, part) => sum + part.byteLength, 0);

/** The page's bytes with this response's nonce in every nonce attribute. */
export function fill(template: NonceTemplate, nonce: string): Uint8Array<ArrayBuffer> {
  const between = encoder.encode(attribute(nonce));
  const length = templateBytes(template) + between.byteLength * (template.length - 1);
  const out = new Uint8Array(length);
  let offset = 0;
  template.forEach((part, index) => {
    if (index > 0) {
      out.set(between, offset);
      offset += between.byteLength;
    }
    out.set(part, offset);
    offset += part.byteLength;
  });
  return out;
}
