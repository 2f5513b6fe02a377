/** The users table: one home for its SQL. */
export interface UserRow {
  id: number;
  email: string | null;
  password_hash: string | null;
  country_code: string | null;
  vip_expire_at: number;
  created_at: number;
}

export async function createAnonymousUser(
  db: D1Database,
  country: string | null,
  nowMs: number,
): Promise<number> {
  const row = await db
    .prepare("INSERT INTO users (country_code, created_at) VALUES (?, ?) RETURNING id")
    .bind(country, Math.floor(nowMs / 1000))
    .first<{ id: number }>();
  if (!row) throw new Error("users: insert returned nothing");
  return row.id;
}

export function userById(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
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

/** VIP left in seconds (spec: the VIP state is derived from vip.remain_time). */
export function vipOf(user: Pick<UserRow, "vip_expire_at">, nowMs: number) {
  const now = Math.floor(nowMs / 1000);
  return { remain_time: Math.max(0, user.vip_expire_at - now), expire_time: user.vip_expire_at };
}

/**
 * Adds VIP time, from now or from the current end when VIP is still running. For the payment
 * area: call it once per activated order (its idempotency is the caller's).
 */
export function extendVip(db: D1Database, id: number, seconds: number, nowMs: number) {
  const now = Math.floor(nowMs / 1000);
  return db
    .prepare("UPDATE users SET vip_expire_at = max(vip_expire_at, ?) + ? WHERE id = ?")
    .bind(now, seconds, id);
}
