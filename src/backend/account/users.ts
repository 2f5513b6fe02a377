import { epochSeconds } from "../../shared/epoch";

/** The users table: one home for its SQL. Times are epoch milliseconds (decision 174). */
export interface UserRow {
  id: number;
  email: string | null;
  password_hash: string | null;
  country_code: string | null;
  /** Epoch ms; 0 when the account never had VIP. */
  vip_expire_at: number;
  created_at: number;
}

const USER_COLUMNS = ["id", "email", "password_hash", "country_code", "vip_expire_at", "created_at"] as const;

/** The columns of a `UserRow`, read through `alias` (a join's name for the users table). */
export const userColumnsOf = (alias: string): string => USER_COLUMNS.map((c) => `${alias}.${c}`).join(", ");

export async function createAnonymousUser(
  db: D1Database,
  country: string | null,
  nowMs: number,
): Promise<number> {
  const row = await db
    .prepare("INSERT INTO users (country_code, created_at) VALUES (?, ?) RETURNING id")
    .bind(country, nowMs)
    .first<{ id: number }>();
  if (!row) throw new Error("users: insert returned nothing");
  return row.id;
}

export function userById(db: D1Database, id: number): Promise<UserRow | null> {
  return userByIdQuery(db, id).first<UserRow>();
}

/** The statement behind userById, for a caller that batches it with others. */
export function userByIdQuery(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare("SELECT * FROM users WHERE id = ?").bind(id);
}

/**
 * The one stored form of an address: trimmed and lower-cased. `users.email` holds only this form
 * (migrations/0040), so its UNIQUE index makes "one account per address" hold under concurrency
 * and every lookup an index seek.
 */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const USER_BY_EMAIL_SQL = "SELECT * FROM users WHERE email = ?";

export function userByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare(USER_BY_EMAIL_SQL).bind(canonicalEmail(email)).first<UserRow>();
}

export function setPasswordHash(db: D1Database, id: number, hash: string) {
  return db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(hash, id);
}

/**
 * The answer's VIP, in seconds (spec: the VIP state is derived from vip.remain_time; expire_time
 * is epoch seconds): the one place the stored milliseconds become them.
 */
export function vipOf(user: Pick<UserRow, "vip_expire_at">, nowMs: number) {
  const expireTime = epochSeconds(user.vip_expire_at);
  return { remain_time: Math.max(0, expireTime - epochSeconds(nowMs)), expire_time: expireTime };
}

/**
 * Adds VIP time, from now or from the current end when VIP is still running. For the payment
 * area: call it once per activated order (its idempotency is the caller's).
 */
export function extendVip(db: D1Database, id: number, durationMs: number, nowMs: number) {
  return db
    .prepare("UPDATE users SET vip_expire_at = max(vip_expire_at, ?) + ? WHERE id = ?")
    .bind(nowMs, durationMs, id);
}
