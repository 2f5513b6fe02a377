/**
 * Timestamped HMAC-SHA256 webhook signatures, the scheme Stripe documents (and Paddle and others
 * follow): header `t=<unix seconds>,v1=<hex HMAC of "<t>.<raw body>">`. Checking the timestamp
 * against a tolerance stops an old, captured delivery from being replayed later; the event id
 * ledger stops a replay inside the window.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureFailure = "malformed" | "stale" | "mismatch";

export class WebhookSignatureError extends Error {
  constructor(readonly reason: SignatureFailure) {
    super(`webhook signature ${reason}`);
  }
}

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: KeyUsage): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    usage,
  ]);
}

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

export async function signPayload(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hexHmac(secret, `${timestamp}.${body}`)}`;
}

/** A signature header read: its timestamp and the hex HMACs it carries (several while a secret rolls). */
export interface SignatureParts {
  timestamp: number;
  signatures: string[];
}

/**
 * Checks a timestamped HMAC-SHA256: the timestamp within `tolerance` of now (else "stale"), then
 * one of the hex signatures over `signedPayload` (else "mismatch"). crypto.subtle.verify compares
 * in constant time. Each provider's adapter reads its own header into SignatureParts and builds
 * the payload its documentation names.
 */
export async function verifyTimestampedHmac(
  parts: SignatureParts,
  signedPayload: string,
  secret: string,
  nowSeconds: number,
  tolerance: number,
): Promise<void> {
  if (!Number.isInteger(parts.timestamp) || parts.signatures.length === 0)
    throw new WebhookSignatureError("malformed");
  if (Math.abs(nowSeconds - parts.timestamp) > tolerance) throw new WebhookSignatureError("stale");
  await verifyHexHmac(parts.signatures, signedPayload, secret);
}

/**
 * Checks that one of the hex HMAC-SHA256 `hexSignatures` is the HMAC of `signedPayload` (none:
 * "malformed"; no match: "mismatch"); crypto.subtle.verify compares in constant time. For schemes without a timestamp (Razorpay), or
 * after verifyTimestampedHmac has checked one.
 */
export async function verifyHexHmac(
  hexSignatures: readonly string[],
  signedPayload: string,
  secret: string,
): Promise<void> {
  const signatures = hexSignatures.map(fromHex);
  if (signatures.length === 0) throw new WebhookSignatureError("malformed");
  const key = await hmacKey(secret, "verify");
  const data = encoder.encode(signedPayload);
  for (const signature of signatures) {
    if (signature && (await crypto.subtle.verify("HMAC", key, signature, data))) return;
  }
  throw new WebhookSignatureError("mismatch");
}

/** HMAC-SHA256 of `payload` with `secret`, in hex: what a provider puts in its header. */
export async function hexHmac(secret: string, payload: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(payload)));
}

/**
 * Verifies a `t=…,v1=…` header over the raw body. Several v1 values may be present (a secret
 * being rolled); one match is enough.
 */
export async function verifySignature(
  header: string | null,
  body: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): Promise<void> {
  const parts = (header ?? "").split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  await verifyTimestampedHmac(
    { timestamp, signatures },
    `${timestamp}.${body}`,
    secret,
    nowSeconds,
    tolerance,
  );
}
