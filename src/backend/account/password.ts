import { base64url, constantTimeEqual, fromBase64url } from "../crypto";

/**
 * Stored passwords: PBKDF2-SHA256 with a random 16-byte salt per hash, in a versioned record
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` so the cost can be raised later and old records
 * still verify. 100,000 iterations is the most Workers' Web Crypto allows.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const HASH_BYTES = 32;

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [SCHEME, PBKDF2_ITERATIONS, base64url(salt), base64url(hash)].join("$");
}

/** A record made once at start-up, so an unknown account costs the same time as a known one. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword("decoy-password-never-matches");
  return decoy;
};

export async function verifyPassword(password: string, record: string | null): Promise<boolean> {
  const stored = record ?? (await decoyHash());
  const [scheme, iterations, salt, hash] = stored.split("$");
  const rounds = Number(iterations);
  if (
    scheme !== SCHEME ||
    !salt ||
    !hash ||
    !Number.isInteger(rounds) ||
    rounds < 1 ||
    rounds > PBKDF2_ITERATIONS
  ) {
    return false;
  }
  const candidate = await derive(password, fromBase64url(salt), rounds);
  return constantTimeEqual(candidate, fromBase64url(hash)) && record !== null;
}
