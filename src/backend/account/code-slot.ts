/**
 * The one way a mailed code is guessed (decisions 069, 149): a guess first wins one of the code's
 * attempt slots in a single conditional UPDATE, so parallel guesses cannot outrun the limit; only
 * then is it compared (in constant time), and a right code is spent by one guarded UPDATE, so two
 * right guesses at once succeed once.
 */
import { CODE_MAX_ATTEMPTS } from "./limits";

export interface CodeSlot {
  id: number;
  code_hash: string;
  user_id: number | null;
}

export interface CodeOwner {
  email: string;
  purpose: string;
  /** Only a code asked for by this account (set_password binds its code to the asker). */
  userId?: number;
}

/** Takes an attempt slot of the address's latest live code; null when none is left. */
export function takeCodeSlot(db: D1Database, owner: CodeOwner, now: number): Promise<CodeSlot | null> {
  const byUser = owner.userId === undefined ? "" : "AND user_id = ?5";
  const statement = db.prepare(
    `UPDATE verifications SET attempts = attempts + 1
      WHERE id = (SELECT id FROM verifications
                   WHERE email = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3 ${byUser}
                   ORDER BY id DESC LIMIT 1)
        AND attempts < ?4
      RETURNING id, code_hash, user_id`,
  );
  const params: (string | number)[] = [owner.email, owner.purpose, now, CODE_MAX_ATTEMPTS];
  if (owner.userId !== undefined) params.push(owner.userId);
  return statement.bind(...params).first<CodeSlot>();
}

/**
 * Spends a code that was right; false when a parallel guess spent it first. A verify token (for
 * reset_password) is stored with it in the same statement.
 */
export async function spendCode(
  db: D1Database,
  slotId: number,
  now: number,
  verifyToken: { hash: string; expiresAt: number } | null = null,
): Promise<boolean> {
  const spent = await db
    .prepare(
      `UPDATE verifications SET used_at = ?1, verify_token_hash = ?2, verify_token_expires_at = ?3
        WHERE id = ?4 AND used_at IS NULL RETURNING id`,
    )
    .bind(now, verifyToken?.hash ?? null, verifyToken?.expiresAt ?? null, slotId)
    .first<{ id: number }>();
  return spent !== null;
}
