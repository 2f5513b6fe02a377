import { groupRecoveryCode, RECOVERY_CODE_LENGTH as LENGTH } from "../../../shared/validation";
import { sha256Hex } from "../../crypto";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i: read aloud or typed from paper

/** `xxxxx-xxxxx` from 31 symbols: about 49 bits each, uniformly drawn. */
export function newRecoveryCode(): string {
  const chars: string[] = [];
  while (chars.length < LENGTH) {
    const [byte = 255] = crypto.getRandomValues(new Uint8Array(1));
    // 248 = 8 × 31: bytes above it would favour the first symbols.
    if (byte < 248) chars.push(ALPHABET[byte % ALPHABET.length] ?? "a");
  }
  return groupRecoveryCode(chars.join(""));
}

/** The form a typed code is compared in: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, "");
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(bare) ? bare : null;
}

/**
 * A code carries ~49 random bits and is tried at most a few times per sign-in, so one salted
 * SHA-256 suffices (decision 100): the per-account salt keeps one table of hashes from serving
 * every account.
 */
export function hashRecoveryCode(salt: string, normalized: string): Promise<string> {
  return sha256Hex(`${salt}:${normalized}`);
}
