import type { Bindings } from "../../../env";
import type { Environment } from "../../../shared/environment";
import { base64url, fromBase64url, sha256Hex } from "../../crypto";

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF) from the TOTP_ENCRYPTION_KEY
 * secret, bound to the account (the additional data), so a copied row opens for no other
 * account. A stored value reads `aes1:<key id>:<iv>:<ciphertext>`; the key id (a fingerprint of
 * the secret) names the key that sealed it, so after a rotation TOTP_ENCRYPTION_KEY_PREVIOUS
 * still opens older rows, each resealed under the new key when next used. A bare base32 value is
 * a row from before encryption: it still works and is sealed on its next use (decision 132).
 */
const PREFIX = "aes1";

/** The sandbox without the secret: a fixed, public key (its data is test data; prod has none). */
const SANDBOX_KEY = "sandbox-only-totp-key";

interface SealingKey {
  id: string;
  key: CryptoKey;
}

const utf8 = new TextEncoder();

async function sealingKey(secret: string): Promise<SealingKey> {
  const material = await crypto.subtle.importKey("raw", utf8.encode(secret), "HKDF", false, ["deriveKey"]);
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: utf8.encode("totp-secret-v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  return { id: (await sha256Hex(`totp-key-id:${secret}`)).slice(0, 8), key };
}

export interface SecretKeys {
  current: SealingKey;
  all: SealingKey[];
}

/** The keys of this deployment; null in prod without TOTP_ENCRYPTION_KEY (2FA setup is refused). */
export async function secretKeys(env: Bindings, environment: Environment): Promise<SecretKeys | null> {
  const current = env.TOTP_ENCRYPTION_KEY?.trim() || (environment === "sandbox" ? SANDBOX_KEY : "");
  if (!current) return null;
  const previous = env.TOTP_ENCRYPTION_KEY_PREVIOUS?.trim();
  const all = await Promise.all([current, ...(previous ? [previous] : [])].map(sealingKey));
  const [first] = all;
  if (!first) return null;
  return { current: first, all };
}

const additionalData = (userId: number) => utf8.encode(`totp:${userId}`);

export async function sealSecret(keys: SecretKeys, userId: number, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(userId) },
    keys.current.key,
    utf8.encode(secret),
  );
  return [PREFIX, keys.current.id, base64url(iv), base64url(new Uint8Array(sealed))].join(":");
}

export type OpenedSecret =
  /** `stale`: a plain row or one under a previous key, to be resealed. */
  { ok: true; secret: string; stale: boolean } | { ok: false };

export async function openSecret(
  keys: SecretKeys | null,
  userId: number,
  stored: string,
): Promise<OpenedSecret> {
  const parts = stored.split(":");
  if (parts.length === 1) return { ok: true, secret: stored, stale: true };
  const [prefix, keyId, iv, sealed] = parts;
  const key = keys?.all.find((k) => k.id === keyId);
  if (prefix !== PREFIX || !key || !iv || !sealed) return { ok: false };
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64url(iv), additionalData: additionalData(userId) },
      key.key,
      fromBase64url(sealed),
    );
    return { ok: true, secret: new TextDecoder().decode(plain), stale: key !== keys?.current };
  } catch {
    return { ok: false };
  }
}
