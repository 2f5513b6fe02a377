import { MINUTE_MS } from "../../../shared/epoch";
import { fromBase64url } from "../../crypto";

/** How long options stay good: the browser's prompt plus the time to touch the key. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * MINUTE_MS;

export type ChallengePurpose = "register" | "login";

/** Keeps a challenge the options carry; dead ones go as new ones come, so the table stays small. */
export async function storeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  nowMs: number,
): Promise<void> {
  const now = nowMs;
  await db.batch([
    db.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?").bind(now),
    db
      .prepare(
        `INSERT INTO webauthn_challenges (challenge, purpose, user_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(challenge, purpose, userId, now, now + WEBAUTHN_CHALLENGE_TTL_MS),
  ]);
}

/** The challenge the browser signed, read from its clientDataJSON; null when that is unreadable. */
export function signedChallengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(clientDataJSON)));
    if (data && typeof data === "object" && "challenge" in data && typeof data.challenge === "string")
      return data.challenge;
  } catch {
    // Not base64url JSON: the caller refuses it like an unknown challenge.
  }
  return null;
}

/**
 * Spends the challenge in ONE conditional UPDATE before any signature is checked: of two requests
 * carrying the same challenge, even at once, only one gets it back. A register challenge is only
 * good for the account that asked for it; a login challenge belongs to no one.
 */
export async function consumeChallenge(
  db: D1Database,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: number | null,
  nowMs: number,
): Promise<string | null> {
  const challenge = signedChallengeOf(clientDataJSON);
  if (!challenge) return null;
  const row = await db
    .prepare(
      `UPDATE webauthn_challenges SET used_at = ?1
        WHERE challenge = ?2 AND purpose = ?3 AND user_id IS ?4 AND used_at IS NULL AND expires_at > ?1
        RETURNING challenge`,
    )
    .bind(nowMs, challenge, purpose, userId)
    .first<{ challenge: string }>();
  return row?.challenge ?? null;
}
