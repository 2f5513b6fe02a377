import type { TwoFactorStatus } from "../../../api/contract/account";
import { openSecret, type SecretKeys, sealSecret } from "./secret-box";

/** The two_factor tables (migrations/0070): one home for their SQL. */
export interface TwoFactorRow {
  user_id: number;
  secret: string;
  enabled_at: number | null;
  last_step: number;
  recovery_salt: string | null;
}

export function twoFactorOf(db: D1Database, userId: number): Promise<TwoFactorRow | null> {
  return db.prepare("SELECT * FROM two_factor WHERE user_id = ?").bind(userId).first<TwoFactorRow>();
}

/** The account's 2FA row when it is on, else null. */
export async function enabledTwoFactorOf(db: D1Database, userId: number): Promise<TwoFactorRow | null> {
  const row = await twoFactorOf(db, userId);
  return row?.enabled_at ? row : null;
}

/**
 * Keeps a new secret pending (replacing an earlier unconfirmed one). One upsert whose update is
 * guarded: an account with 2FA on keeps its secret, and the answer is false.
 */
export async function savePendingSecret(
  db: D1Database,
  userId: number,
  secret: string,
  nowMs: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO two_factor (user_id, secret, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET secret = ?2, created_at = ?3, last_step = 0
         WHERE two_factor.enabled_at IS NULL
       RETURNING user_id`,
    )
    .bind(userId, secret, nowMs)
    .first<{ user_id: number }>();
  return row !== null;
}

/** The query behind an account's 2FA status: a statement, so a caller can batch it with others. */
export function twoFactorStatusQuery(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare(`SELECT ${twoFactorStatusColumnsOf("?1")}`).bind(userId);
}

/** `enabled` is null when the user never set 2FA up. */
export type TwoFactorStatusRow = { enabled: number | null; left: number };

/**
 * A user's 2FA status as two columns (`enabled`, `left`) of a statement, for the user whose id is
 * `userIdColumn` there: its own query, or the session check, which reads it with the account
 * (decision 190).
 */
export const twoFactorStatusColumnsOf = (userIdColumn: string): string =>
  `(SELECT t.enabled_at IS NOT NULL FROM two_factor t WHERE t.user_id = ${userIdColumn}) AS enabled,
   (SELECT COUNT(*) FROM two_factor_recovery_codes r
     WHERE r.user_id = ${userIdColumn} AND r.used_at IS NULL) AS left`;

export function twoFactorStatusOf(row: TwoFactorStatusRow | undefined): TwoFactorStatus {
  if (!row?.enabled) return { enabled: 0, recovery_codes_left: 0 };
  return { enabled: 1, recovery_codes_left: row.left };
}

/** Everything 2FA holds of an account (turning it off; later, deleting the account). */
export function eraseTwoFactor(db: D1Database, userId: number): D1PreparedStatement[] {
  return ["two_factor_recovery_codes", "two_factor_challenges", "two_factor"].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).bind(userId),
  );
}

/**
 * The plain secret of a row, and the value now stored. A plain row, or one sealed under a previous
 * key, is sealed under the current key here: one UPDATE guarded by the old value, so a parallel
 * request that resealed first wins and nothing is lost (both values open to the same secret).
 * Null: the row cannot be opened (its key is not configured).
 */
export async function openTwoFactorSecret(
  db: D1Database,
  keys: SecretKeys | null,
  row: Pick<TwoFactorRow, "user_id" | "secret">,
): Promise<{ secret: string; stored: string } | null> {
  const opened = await openSecret(keys, row.user_id, row.secret);
  if (!opened.ok) return null;
  if (!opened.stale || !keys) return { secret: opened.secret, stored: row.secret };
  const sealed = await sealSecret(keys, row.user_id, opened.secret);
  const resealed = await db
    .prepare("UPDATE two_factor SET secret = ? WHERE user_id = ? AND secret = ? RETURNING secret")
    .bind(sealed, row.user_id, row.secret)
    .first<{ secret: string }>();
  const now = await twoFactorOf(db, row.user_id);
  return { secret: opened.secret, stored: resealed?.secret ?? now?.secret ?? row.secret };
}
