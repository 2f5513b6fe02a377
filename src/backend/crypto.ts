/** Small Web Crypto helpers shared by the backend's modules (tokens, codes, hashes). */

export function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A random 256-bit secret, base64url (43 characters). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A uniformly random numeric code of `digits` digits (rejection sampling, no modulo bias). */
export function randomDigits(digits: number): string {
  const limit = 10 ** digits;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (value < ceiling) return String(value % limit).padStart(digits, "0");
  }
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Equal-length byte strings compared without an early exit (timing does not reveal a prefix). */
export function constantTimeEqual(a: Uint8Array<ArrayBuffer>, b: Uint8Array<ArrayBuffer>): boolean {
  if (a.byteLength !== b.byteLength) return false;
  // Workers' own extension of SubtleCrypto (the DOM typings do not know it).
  const subtle = crypto.subtle as unknown as {
    timingSafeEqual(x: ArrayBufferView, y: ArrayBufferView): boolean;
  };
  return subtle.timingSafeEqual(a, b);
}

const utf8 = new TextEncoder();

/** Two digests (hex or base64 text) compared in constant time: a stored code hash and a guess's. */
export function sameDigest(expected: string, given: string): boolean {
  return constantTimeEqual(utf8.encode(expected), utf8.encode(given));
}

/** HMAC-SHA256 of a message: the signature of the site's signed mail links. */
export async function hmacSha256(secret: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey(
    "raw",
    utf8.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, utf8.encode(message)));
}

export const hexOf = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A hex signature from a link compared with the expected one, in constant time. */
export function sameSignature(expected: Uint8Array<ArrayBuffer>, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(givenHex)) return false;
  const given = Uint8Array.from(givenHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  return constantTimeEqual(expected, given);
}
