import { randomToken, sha256Hex } from "../../crypto";
import { isUniqueViolation } from "../../d1-errors";
import { hashPassword } from "../password";
import { eraseTwoFactor } from "../two-factor/store";

export type UndoOutcome = { done: true; email: string } | { done: false; reason: "invalid" | "taken" };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The change a live undo link would revert (what the link's page shows before the click). */
export async function pendingUndo(
  db: D1Database,
  token: string,
  nowMs: number,
): Promise<{ user_id: number; old_email: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return db
    .prepare(
      `SELECT user_id, old_email FROM email_changes
        WHERE undo_token_hash = ? AND undone_at IS NULL AND undo_expires_at > ?`,
    )
    .bind(await sha256Hex(token), nowMs)
    .first<{ user_id: number; old_email: string }>();
}

/**
 * The old address's one-click undo (decision 140), in one batch: the change is marked undone
 * (once: only while not undone and within 7 days), the account gets its old address back and a
 * password nobody knows (so whoever changed the address cannot sign in with the password they
 * used; the owner sets a new one through "forgot password"), two-factor sign-in they may have
 * turned on is removed, and every session ends. If the old address has been given to another
 * account since, the UNIQUE index rolls the whole batch back.
 */
export async function undoEmailChange(db: D1Database, token: string, nowMs: number): Promise<UndoOutcome> {
  const change = await pendingUndo(db, token, nowMs);
  if (!change) return { done: false, reason: "invalid" };
  const hash = await sha256Hex(token);
  const now = nowMs;
  // Only the call whose first statement marks the change undone changes the account.
  const thisCall = "EXISTS (SELECT 1 FROM email_changes WHERE undo_token_hash = ?1 AND undone_at = ?2)";
  try {
    const [marked] = await db.batch([
      db
        .prepare(
          "UPDATE email_changes SET undone_at = ?1 WHERE undo_token_hash = ?2 AND undone_at IS NULL AND undo_expires_at > ?1",
        )
        .bind(now, hash),
      db
        .prepare(
          `UPDATE users SET email = ?3, password_hash = ?4 WHERE id = ?5 AND deleted_at IS NULL AND ${thisCall}`,
        )
        .bind(hash, now, change.old_email, await hashPassword(randomToken()), change.user_id),
      ...eraseTwoFactor(db, change.user_id),
      db
        .prepare(
          `UPDATE sessions SET revoked_at = ?3, revoke_reason = 'email-change-undone'
            WHERE user_id = ?4 AND revoked_at IS NULL AND ${thisCall}`,
        )
        .bind(hash, now, now, change.user_id),
    ]);
    if (marked?.meta.changes !== 1) return { done: false, reason: "invalid" };
  } catch (error) {
    if (isUniqueViolation(error)) return { done: false, reason: "taken" };
    throw error;
  }
  return { done: true, email: change.old_email };
}
