import { API_ERRORS } from "../../api/codes";
import { base64url, randomToken, sha256Hex } from "../crypto";
import type { SessionResolution } from "../handler";
import { LAST_SEEN_EVERY_MS, SESSION_TTL_MS } from "./limits";
import { USER_AGENT_MAX_LENGTH } from "./session-browser";
import { noticeNewBrowser, type SessionOrigin } from "./sign-in-notice";
import { twoFactorStatusColumnsOf } from "./two-factor/store";
import { type UserRow, userColumnsOf } from "./users";

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

/** The session's columns, then the account's (null when it was deleted) and its 2FA status. */
type SessionRow = { [K in keyof UserRow]: UserRow[K] | null } & {
  session_user_id: number;
  session_expires_at: number;
  session_revoked_at: number | null;
  session_last_seen_at: number | null;
  enabled: number | null;
  left: number;
};

export async function resolveSession(
  db: D1Database,
  token: string,
  nowMs: number,
): Promise<SessionResolution> {
  if (!TOKEN_PATTERN.test(token)) return { error: API_ERRORS.sessionUnknown };
  const tokenHash = await sha256Hex(token);
  // The account's row and 2FA status come with the check (the profile's data, decision 190);
  // the session's own columns are aliased so that none of them shadows one of the user's.
  const row = await db
    .prepare(
      `SELECT s.user_id AS session_user_id, s.expires_at AS session_expires_at,
              s.revoked_at AS session_revoked_at, s.last_seen_at AS session_last_seen_at,
              ${userColumnsOf("u")}, ${twoFactorStatusColumnsOf("u.id")}
         FROM sessions s LEFT JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
        WHERE s.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<SessionRow>();
  if (!row || row.id === null) return { error: API_ERRORS.sessionUnknown };
  if (row.session_revoked_at !== null) return { error: API_ERRORS.sessionRevoked };
  if (row.session_expires_at <= nowMs) return { error: API_ERRORS.sessionExpired };
  if ((row.session_last_seen_at ?? 0) <= nowMs - LAST_SEEN_EVERY_MS) await touchSession(db, tokenHash, nowMs);
  const {
    session_user_id,
    session_expires_at,
    session_revoked_at,
    session_last_seen_at,
    enabled,
    left,
    ...user
  } = row;
  return {
    session: {
      userId: session_user_id,
      tokenHash,
      account: { user: user as UserRow, twoFactor: { enabled, left } },
    },
  };
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
