import { API_ERRORS } from "../../api/codes";
import { base64url, randomToken, sha256Hex } from "../crypto";
import type { SessionResolution } from "../handler";
import { LAST_SEEN_EVERY_MS, SESSION_TTL_MS } from "./limits";
import { USER_AGENT_MAX_LENGTH } from "./session-browser";
import { noticeNewBrowser, type SessionOrigin } from "./sign-in-notice";

/**
 * Sessions: a random 256-bit token goes to the client once; only its SHA-256 is stored, so a
 * leaked database holds no usable token. Each state of a bad token has its own code (50008,
 * 50012, 50014; src/api/codes.ts).
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The id My account names a session by: random, unrelated to the token (128 bits). */
const newPublicId = () => base64url(crypto.getRandomValues(new Uint8Array(16)));

async function newSession(origin: SessionOrigin, userId: number) {
  const token = randomToken();
  const publicId = newPublicId();
  const now = origin.nowMs;
  const insert = origin.env.DB.prepare(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, public_id, last_seen_at,
                           user_agent, country, locale)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(
    await sha256Hex(token),
    userId,
    now,
    now + SESSION_TTL_MS,
    publicId,
    now,
    origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    origin.country,
    origin.locale ?? null,
  );
  return { token, publicId, insert };
}

/** A new session; a sign-in from a browser the account has not used before mails its owner. */
export async function createSession(origin: SessionOrigin, userId: number): Promise<string> {
  const { token, publicId, insert } = await newSession(origin, userId);
  await insert.run();
  await noticeNewBrowser(origin, userId, publicId);
  return token;
}

/** Ends one session and starts its successor in one transaction (no moment with neither or both). */
export async function rotateSession(
  origin: SessionOrigin,
  userId: number,
  oldTokenHash: string,
): Promise<string> {
  const { token, insert } = await newSession(origin, userId);
  await origin.env.DB.batch([insert, revokeSession(origin.env.DB, oldTokenHash, "rotated", origin.nowMs)]);
  return token;
}

export async function resolveSession(
  db: D1Database,
  token: string,
  nowMs: number,
): Promise<SessionResolution> {
  if (!TOKEN_PATTERN.test(token)) return { error: API_ERRORS.sessionUnknown };
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT s.user_id, s.expires_at, s.revoked_at, s.last_seen_at, u.id AS account
         FROM sessions s LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
        WHERE s.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<{
      user_id: number;
      expires_at: number;
      revoked_at: number | null;
      last_seen_at: number | null;
      account: number | null;
    }>();
  if (!row || row.account === null) return { error: API_ERRORS.sessionUnknown };
  if (row.revoked_at !== null) return { error: API_ERRORS.sessionRevoked };
  if (row.expires_at <= nowMs) return { error: API_ERRORS.sessionExpired };
  if ((row.last_seen_at ?? 0) <= nowMs - LAST_SEEN_EVERY_MS) await touchSession(db, tokenHash, nowMs);
  return { session: { userId: row.user_id, tokenHash } };
}

/**
 * "Last seen" moves at most once per LAST_SEEN_EVERY_MS: most calls only read, and of
 * parallel calls that find it stale, the guard lets one write.
 */
function touchSession(db: D1Database, tokenHash: string, nowMs: number) {
  return db
    .prepare(
      `UPDATE sessions SET last_seen_at = ?1
        WHERE token_hash = ?2 AND (last_seen_at IS NULL OR last_seen_at <= ?1 - ?3)`,
    )
    .bind(nowMs, tokenHash, LAST_SEEN_EVERY_MS)
    .run();
}

export function revokeSession(db: D1Database, tokenHash: string, reason: string, nowMs: number) {
  return db
    .prepare(
      "UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE token_hash = ? AND revoked_at IS NULL",
    )
    .bind(nowMs, reason, tokenHash);
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
    .bind(nowMs, reason, userId, keep);
}
