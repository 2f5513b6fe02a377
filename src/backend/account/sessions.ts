import { API_ERRORS, type ApiError } from "../../api/codes";
import { randomToken, sha256Hex } from "../crypto";
import { SESSION_TTL_SECONDS } from "./limits";

/**
 * Sessions: a random 256-bit token goes to the client once; only its SHA-256 is stored, so a
 * leaked database holds no usable token. Each state of a bad token has its own code (50008,
 * 50012, 50014; src/api/codes.ts).
 */
export interface Session {
  userId: number;
  tokenHash: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function newSession(db: D1Database, userId: number, nowMs: number) {
  const token = randomToken();
  const now = Math.floor(nowMs / 1000);
  const insert = db
    .prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(await sha256Hex(token), userId, now, now + SESSION_TTL_SECONDS);
  return { token, insert };
}

export async function createSession(db: D1Database, userId: number, nowMs: number): Promise<string> {
  const { token, insert } = await newSession(db, userId, nowMs);
  await insert.run();
  return token;
}

/** Ends one session and starts its successor in one transaction (no moment with neither or both). */
export async function rotateSession(
  db: D1Database,
  userId: number,
  oldTokenHash: string,
  nowMs: number,
): Promise<string> {
  const { token, insert } = await newSession(db, userId, nowMs);
  await db.batch([insert, revokeSession(db, oldTokenHash, "rotated", nowMs)]);
  return token;
}

export async function resolveSession(
  db: D1Database,
  token: string,
  nowMs: number,
): Promise<{ session: Session } | { error: ApiError }> {
  if (!TOKEN_PATTERN.test(token)) return { error: API_ERRORS.sessionUnknown };
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT s.user_id, s.expires_at, s.revoked_at, u.id AS account
         FROM sessions s LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
        WHERE s.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<{ user_id: number; expires_at: number; revoked_at: number | null; account: number | null }>();
  if (!row || row.account === null) return { error: API_ERRORS.sessionUnknown };
  if (row.revoked_at !== null) return { error: API_ERRORS.sessionRevoked };
  if (row.expires_at <= Math.floor(nowMs / 1000)) return { error: API_ERRORS.sessionExpired };
  return { session: { userId: row.user_id, tokenHash } };
}

export function revokeSession(db: D1Database, tokenHash: string, reason: string, nowMs: number) {
  return db
    .prepare(
      "UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE token_hash = ? AND revoked_at IS NULL",
    )
    .bind(Math.floor(nowMs / 1000), reason, tokenHash);
}

/** Ends every live session of a user except `keep` (null: all of them). */
export function revokeUserSessions(
  db: D1Database,
  userId: number,
  keep: string | null,
  reason: string,
  nowMs: number,
) {
  return db
    .prepare(
      `UPDATE sessions SET revoked_at = ?, revoke_reason = ?
        WHERE user_id = ? AND revoked_at IS NULL AND token_hash IS NOT ?`,
    )
    .bind(Math.floor(nowMs / 1000), reason, userId, keep);
}
