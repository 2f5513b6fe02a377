import { SECOND_MS } from "../../../shared/epoch";
import { randomToken, sha256Hex } from "../../crypto";

/** A password sign-in waits this long for its second factor. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const CHALLENGE_TTL_MS = CHALLENGE_TTL_SECONDS * SECOND_MS;
/** Codes compared per challenge; then the password has to be typed again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Starts the wait for a second factor; the id goes to the browser once, only its hash is kept. */
export async function createChallenge(db: D1Database, userId: number, nowMs: number): Promise<string> {
  const id = randomToken();
  const now = nowMs;
  await db.batch([
    // The account's dead challenges go as a new one comes, so the table stays small.
    db.prepare("DELETE FROM two_factor_challenges WHERE user_id = ? AND expires_at <= ?").bind(userId, now),
    db
      .prepare(
        "INSERT INTO two_factor_challenges (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
      )
      .bind(await sha256Hex(id), userId, now, now + CHALLENGE_TTL_MS),
  ]);
  return id;
}

export type AttemptSlot =
  | { ok: true; userId: number; idHash: string }
  | { ok: false; reason: "expired" | "locked" };

/**
 * Takes one of the challenge's attempt slots in ONE conditional UPDATE, before any code is
 * compared: of 20 guesses sent at once, 5 get a slot and the rest are refused unseen.
 */
export async function takeAttempt(db: D1Database, id: string, nowMs: number): Promise<AttemptSlot> {
  const idHash = await sha256Hex(id);
  const now = nowMs;
  const row = await db
    .prepare(
      `UPDATE two_factor_challenges SET attempts = attempts + 1
        WHERE id_hash = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
        RETURNING user_id`,
    )
    .bind(idHash, now, CHALLENGE_MAX_ATTEMPTS)
    .first<{ user_id: number }>();
  if (row) return { ok: true, userId: row.user_id, idHash };
  // Refused: only the message depends on why (the decision was the UPDATE's).
  const state = await db
    .prepare("SELECT attempts, used_at, expires_at FROM two_factor_challenges WHERE id_hash = ?")
    .bind(idHash)
    .first<{ attempts: number; used_at: number | null; expires_at: number }>();
  const locked = state && state.used_at === null && state.expires_at > now;
  return { ok: false, reason: locked ? "locked" : "expired" };
}

/** Ends the challenge once; false when a parallel request already completed it. */
export async function completeChallenge(db: D1Database, idHash: string, nowMs: number): Promise<boolean> {
  const done = await db
    .prepare("UPDATE two_factor_challenges SET used_at = ? WHERE id_hash = ? AND used_at IS NULL")
    .bind(nowMs, idHash)
    .run();
  return done.meta.changes === 1;
}
