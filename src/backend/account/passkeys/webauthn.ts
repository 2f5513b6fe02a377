import type { CBORType } from "@levischuck/tiny-cbor";
import type { AuthenticationResponse, RegistrationResponse } from "../../../api/contract/webauthn-json";
import { base64url, fromBase64url } from "../../crypto";
import {
  COSE_ALGORITHMS,
  decodeWhole,
  encodeCose,
  importCoseKey,
  importStoredKey,
  readCbor,
  verifySignature,
} from "./cose";
import type { RelyingParty } from "./relying-party";

/**
 * The WebAuthn ceremonies (Level 3, §7.1 registration and §7.2 authentication) for a site that
 * asks for attestation "none" (decision 175): the options `@simplewebauthn/browser` hands to
 * `navigator.credentials`, and the checks of what comes back. Every function throws on the first
 * failed check; the handlers answer every throw as "passkey rejected".
 */

export interface CredentialDescriptor {
  id: string;
  transports?: string[];
}

const randomBase64url = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/**
 * Creation options, as @simplewebauthn/server 14 made them (its browser library reads this JSON):
 * a random 32-byte challenge and user handle, the three algorithms, attestation none.
 */
export function creationOptions(opts: {
  rp: RelyingParty;
  userName: string;
  excludeCredentials: CredentialDescriptor[];
  timeoutMs: number;
}) {
  return {
    challenge: randomBase64url(),
    rp: { name: opts.rp.name, id: opts.rp.id },
    user: { id: randomBase64url(), name: opts.userName, displayName: "" },
    pubKeyCredParams: Object.values(COSE_ALGORITHMS).map((alg) => ({ alg, type: "public-key" })),
    timeout: opts.timeoutMs,
    attestation: "none",
    excludeCredentials: opts.excludeCredentials.map((c) => ({ ...c, type: "public-key" })),
    authenticatorSelection: {
      residentKey: "required",
      userVerification: "preferred",
      requireResidentKey: true,
    },
    extensions: { credProps: true },
    hints: [],
  };
}

/** Request options for a discoverable credential of this relying party. */
export function requestOptions(opts: { rpId: string; timeoutMs: number }) {
  return {
    rpId: opts.rpId,
    challenge: randomBase64url(),
    timeout: opts.timeoutMs,
    userVerification: "preferred",
  };
}

export interface Expected {
  /** The challenge just spent in D1 (it came out of this clientDataJSON). */
  challenge: string;
  rp: RelyingParty;
}

function fail(reason: string): never {
  throw new Error(`WebAuthn: ${reason}`);
}

/**
 * clientDataJSON (§5.8.1): the ceremony's type, the spent challenge, this origin, and never from a
 * cross-origin frame (the site sends `frame-ancestors 'none'`, so a real one cannot happen).
 */
function checkClientData(clientDataJSON: string, type: string, expected: Expected): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64url(clientDataJSON);
  const data: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  if (!data || typeof data !== "object") fail("clientData is not an object");
  const client = data as Record<string, unknown>;
  if (client.type !== type) fail("clientData type");
  if (client.challenge !== expected.challenge) fail("clientData challenge");
  if (client.origin !== expected.rp.origin) fail("clientData origin");
  if (client.crossOrigin !== undefined && client.crossOrigin !== false) fail("cross-origin ceremony");
  if (client.topOrigin !== undefined) fail("clientData topOrigin");
  const binding = client.tokenBinding;
  if (binding !== undefined) {
    const status = binding && typeof binding === "object" && "status" in binding ? binding.status : undefined;
    if (
      status !== "present" &&
      status !== "supported" &&
      status !== "not-supported" &&
      status !== "notSupported"
    )
      fail("clientData tokenBinding");
  }
  return bytes;
}

interface AuthenticatorData {
  flags: { up: boolean; uv: boolean; be: boolean; bs: boolean };
  counter: number;
  credential?: { id: Uint8Array; publicKey: Map<string | number, CBORType> };
}

/**
 * Authenticator data (§6.1): the rpId hash must be SHA-256 of this relying party's id, the user
 * present, backup state only with backup eligibility, and nothing after the attested credential
 * and the extensions.
 */
async function parseAuthenticatorData(bytes: Uint8Array, rpId: string): Promise<AuthenticatorData> {
  if (bytes.byteLength < 37) fail("authenticator data too short");
  const expectedHash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(rpId)));
  for (let i = 0; i < 32; i++) if (bytes[i] !== expectedHash[i]) fail("rpId hash");
  const flagByte = bytes[32] ?? 0;
  const flags = {
    up: (flagByte & 0x01) !== 0,
    uv: (flagByte & 0x04) !== 0,
    be: (flagByte & 0x08) !== 0,
    bs: (flagByte & 0x10) !== 0,
  };
  if (!flags.up) fail("user not present");
  if (flags.bs && !flags.be) fail("backed up but not backup eligible");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const counter = view.getUint32(33);
  let at = 37;
  let credential: AuthenticatorData["credential"];
  if (flagByte & 0x40) {
    if (bytes.byteLength < at + 18) fail("attested credential data too short");
    at += 16; // AAGUID: not looked at, attestation is not trusted
    const idLength = view.getUint16(at);
    at += 2;
    if (idLength === 0 || idLength > 1023 || bytes.byteLength < at + idLength) fail("credential id length");
    const id = bytes.slice(at, at + idLength);
    at += idLength;
    const key = readCbor(bytes, at);
    if (!(key.value instanceof Map)) fail("credential public key is not a map");
    credential = { id, publicKey: key.value };
    at = key.end;
  }
  if (flagByte & 0x80) {
    const extensions = readCbor(bytes, at);
    if (!(extensions.value instanceof Map)) fail("extensions are not a map");
    at = extensions.end;
  }
  if (at !== bytes.byteLength) fail("bytes after the authenticator data");
  return { flags, counter, credential };
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);
}

export interface NewCredential {
  /** base64url credential id, as authenticator data carries it. */
  id: string;
  /** The COSE public key, re-encoded as @simplewebauthn/server stored it. */
  publicKey: Uint8Array;
  counter: number;
}

/**
 * Registration (§7.1). Attestation is never trusted: "none" (an empty statement) and "packed"
 * self-attestation (no certificate; its signature must verify with the new key and name the
 * key's algorithm) are accepted; any statement with certificates (packed x5c, fido-u2f, tpm,
 * android-key, android-safetynet, apple) is refused, since the site asks for none.
 */
export async function verifyRegistration(
  response: RegistrationResponse,
  expected: Expected,
): Promise<NewCredential> {
  if (!response.id || response.id !== response.rawId) fail("credential id");
  const clientData = checkClientData(response.response.clientDataJSON, "webauthn.create", expected);
  const attestation = decodeWhole(fromBase64url(response.response.attestationObject));
  if (!(attestation instanceof Map)) fail("attestation object is not a map");
  const fmt = attestation.get("fmt");
  const attStmt = attestation.get("attStmt");
  const authDataBytes = attestation.get("authData");
  if (!(authDataBytes instanceof Uint8Array) || !(attStmt instanceof Map)) fail("attestation object parts");
  const authData = await parseAuthenticatorData(authDataBytes, expected.rp.id);
  const credential = authData.credential ?? fail("no attested credential data");
  if (!sameBytes(credential.id, fromBase64url(response.id))) fail("credential id differs from authData");
  const publicKey = await importCoseKey(credential.publicKey);
  if (fmt === "none") {
    if (attStmt.size > 0) fail("none attestation with a statement");
  } else if (fmt === "packed") {
    const alg = attStmt.get("alg");
    const sig = attStmt.get("sig");
    if (attStmt.has("x5c") || attStmt.has("ecdaaKeyId")) fail("packed attestation with certificates");
    if (attStmt.size !== 2 || !(sig instanceof Uint8Array)) fail("packed self-attestation statement");
    if (alg !== publicKey.alg) fail("packed self-attestation alg differs from the key's");
    const signed = concat(authDataBytes, await sha256(clientData));
    if (!(await verifySignature(publicKey, new Uint8Array(sig), signed)))
      fail("packed self-attestation signature");
  } else {
    fail(`attestation format ${String(fmt)} not accepted`);
  }
  return {
    id: base64url(credential.id),
    publicKey: encodeCose(credential.publicKey),
    counter: authData.counter,
  };
}

export interface StoredKey {
  /** base64url COSE key from the passkeys table. */
  publicKey: string;
  counter: number;
}

/**
 * Authentication (§7.2): the assertion's signature over `authenticatorData || SHA-256(clientData)`
 * verifies with the stored key; a counter that is nonzero on either side must move forward.
 * Returns the authenticator's new counter.
 */
export async function verifyAssertion(
  response: AuthenticationResponse,
  stored: StoredKey,
  expected: Expected,
): Promise<number> {
  if (!response.id || response.id !== response.rawId) fail("credential id");
  const clientData = checkClientData(response.response.clientDataJSON, "webauthn.get", expected);
  const authDataBytes = fromBase64url(response.response.authenticatorData);
  const authData = await parseAuthenticatorData(authDataBytes, expected.rp.id);
  if (authData.credential) fail("attested credential data in an assertion");
  if ((authData.counter > 0 || stored.counter > 0) && authData.counter <= stored.counter)
    fail("signature counter did not move forward");
  const publicKey = await importStoredKey(fromBase64url(stored.publicKey));
  const signed = concat(authDataBytes, await sha256(clientData));
  if (!(await verifySignature(publicKey, fromBase64url(response.response.signature), signed)))
    fail("assertion signature");
  return authData.counter;
}
