import { type CBORType, decodePartialCBOR, encodeCBOR } from "@levischuck/tiny-cbor";
import { base64url } from "../../crypto";

/**
 * COSE credential public keys (RFC 9052/9053) of the three algorithms the site offers, checked
 * and verified with WebCrypto. Stored keys are these COSE bytes, base64url, exactly as
 * @simplewebauthn/server stored them (it re-encoded the key with the same tiny-cbor).
 */

/** The algorithms offered, in the order offered (as @simplewebauthn/server's default). */
export const COSE_ALGORITHMS = { EdDSA: -8, ES256: -7, RS256: -257 } as const;
export type CoseAlgorithm = (typeof COSE_ALGORITHMS)[keyof typeof COSE_ALGORITHMS];

const isCoseAlgorithm = (alg: unknown): alg is CoseAlgorithm =>
  Object.values(COSE_ALGORITHMS).includes(alg as CoseAlgorithm);

export interface PublicKey {
  alg: CoseAlgorithm;
  key: CryptoKey;
}

/** One CBOR item read at `offset` of `bytes`, and where it ended. tiny-cbor reads the buffer from 0. */
export function readCbor(bytes: Uint8Array, offset = 0): { value: CBORType; end: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [value, length] = decodePartialCBOR(view, offset);
  return { value, end: offset + length };
}

/** A whole CBOR item, nothing after it. */
export function decodeWhole(bytes: Uint8Array): CBORType {
  const { value, end } = readCbor(bytes);
  if (end !== bytes.byteLength) throw new Error("bytes after the CBOR item");
  return value;
}

export const encodeCose = (key: Map<string | number, CBORType>) => encodeCBOR(key);

function bytesOf(map: Map<string | number, CBORType>, label: number, length?: number): Uint8Array {
  const value = map.get(label);
  if (!(value instanceof Uint8Array)) throw new Error(`COSE key label ${label} is not a byte string`);
  if (length !== undefined && value.byteLength !== length) throw new Error(`COSE key label ${label} length`);
  return value;
}

/**
 * Imports a COSE key: ES256 needs EC2 on P-256 (32-byte x and y), RS256 an RSA key, EdDSA an OKP
 * Ed25519 key (32-byte x). Anything else, or a key WebCrypto will not import, throws.
 */
export async function importCoseKey(cose: CBORType): Promise<PublicKey> {
  if (!(cose instanceof Map)) throw new Error("COSE key is not a map");
  const kty = cose.get(1);
  const alg = cose.get(3);
  if (!isCoseAlgorithm(alg)) throw new Error(`COSE algorithm ${String(alg)} not offered`);
  const b64 = (label: number, length?: number) => base64url(bytesOf(cose, label, length));
  if (alg === COSE_ALGORITHMS.ES256) {
    if (kty !== 2 || cose.get(-1) !== 1) throw new Error("ES256 key is not EC2 P-256");
    const jwk = { kty: "EC", crv: "P-256", x: b64(-2, 32), y: b64(-3, 32) };
    return {
      alg,
      key: await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, [
        "verify",
      ]),
    };
  }
  if (alg === COSE_ALGORITHMS.RS256) {
    if (kty !== 3) throw new Error("RS256 key is not RSA");
    const jwk = { kty: "RSA", alg: "RS256", n: b64(-1), e: b64(-2) };
    const params = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
    return { alg, key: await crypto.subtle.importKey("jwk", jwk, params, false, ["verify"]) };
  }
  if (kty !== 1 || cose.get(-1) !== 6) throw new Error("EdDSA key is not OKP Ed25519");
  const jwk = { kty: "OKP", crv: "Ed25519", x: b64(-2, 32) };
  return { alg, key: await crypto.subtle.importKey("jwk", jwk, { name: "Ed25519" }, false, ["verify"]) };
}

/** A stored key (base64url COSE, as the passkeys table keeps it) ready to verify with. */
export const importStoredKey = async (cose: Uint8Array) => importCoseKey(decodeWhole(cose));

/**
 * WebAuthn carries ECDSA signatures as DER `SEQUENCE { INTEGER r, INTEGER s }`; WebCrypto wants
 * r||s of 32 bytes each. Strict: one sequence, two positive integers of at most 32 bytes (plus a
 * sign byte), nothing after.
 */
export function derToRawP256(der: Uint8Array): Uint8Array<ArrayBuffer> {
  let at = 0;
  const byte = () => {
    const value = der[at++];
    if (value === undefined) throw new Error("DER signature ends early");
    return value;
  };
  const length = () => {
    const first = byte();
    if (first < 0x80) return first;
    if (first !== 0x81) throw new Error("DER length form");
    const value = byte();
    if (value < 0x80) throw new Error("DER length not minimal");
    return value;
  };
  if (byte() !== 0x30) throw new Error("DER signature is not a sequence");
  if (length() !== der.length - at) throw new Error("DER sequence length");
  const raw = new Uint8Array(64);
  for (const slot of [0, 32]) {
    if (byte() !== 0x02) throw new Error("DER signature part is not an integer");
    const size = length();
    if (size === 0 || at + size > der.length) throw new Error("DER integer length");
    let value = der.subarray(at, at + size);
    at += size;
    if ((value[0] ?? 0) & 0x80) throw new Error("DER integer is negative");
    if (value.length === 33 && value[0] === 0 && ((value[1] ?? 0) & 0x80) !== 0) value = value.subarray(1);
    if (value.length > 32) throw new Error("DER integer too long");
    raw.set(value, slot + 32 - value.length);
  }
  if (at !== der.length) throw new Error("bytes after the DER signature");
  return raw;
}

/** Verifies a WebAuthn signature (assertion or packed self-attestation) over `data`. */
export async function verifySignature(
  publicKey: PublicKey,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  switch (publicKey.alg) {
    case COSE_ALGORITHMS.ES256:
      return crypto.subtle.verify(
        { name: "ECDSA", hash: "SHA-256" },
        publicKey.key,
        derToRawP256(signature),
        data,
      );
    case COSE_ALGORITHMS.RS256:
      return crypto.subtle.verify({ name: "RSASSA-PKCS1-v1_5" }, publicKey.key, signature, data);
    case COSE_ALGORITHMS.EdDSA:
      return crypto.subtle.verify({ name: "Ed25519" }, publicKey.key, signature, data);
  }
}
