import { API_ERRORS } from "../../api/codes";
import type { AccountSession, sessionList, sessionRevoke } from "../../api/contract/account";
import { epochSeconds } from "../../shared/epoch";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { sessionBrowserOf } from "./session-browser";
import { revokeUserSessions } from "./sessions";

interface SessionRow {
  public_id: string;
  current: number;
  created_at: number;
  last_seen_at: number | null;
  country: string | null;
  user_agent: string | null;
}

/** The account's live sessions; the token hash stays in the database, the public id names each. */
export const sessionListHandler: Handler<typeof sessionList> = async (req) => {
  const session = sessionOf(req);
  const rows = await req.env.DB.prepare(
    `SELECT public_id, token_hash = ?1 AS current, created_at, last_seen_at, country, user_agent
       FROM sessions
      WHERE user_id = ?2 AND revoked_at IS NULL AND expires_at > ?3 AND public_id IS NOT NULL
      ORDER BY current DESC, COALESCE(last_seen_at, created_at) DESC, created_at DESC`,
  )
    .bind(session.tokenHash, session.userId, req.nowMs)
    .all<SessionRow>();
  const sessions = rows.results.map(
    (row): AccountSession => ({
      id: row.public_id,
      current: row.current ? 1 : 0,
      // Stored in epoch ms (decision 174); the answer says epoch seconds.
      created_at: epochSeconds(row.created_at),
      last_seen_at: epochSeconds(row.last_seen_at ?? row.created_at),
      country: row.country ?? "",
      ...sessionBrowserOf(row.user_agent),
    }),
  );
  return ok({ sessions });
};

/**
 * Ends one session by its public id, or all but the caller's. Each is one guarded UPDATE that names
 * the account, so another account's id (or an unknown, ended or expired one) changes nothing and
 * answers 404 / 41019. Naming the current session is allowed: it signs the caller out (decision 131).
 */
export const sessionRevokeHandler: Handler<typeof sessionRevoke> = async (req) => {
  const db = req.env.DB;
  const session = sessionOf(req);
  if ("all_others" in req.input) {
    const ended = await revokeUserSessions(
      db,
      session.userId,
      session.tokenHash,
      "ended_by_user",
      req.nowMs,
    ).run();
    return ok({ ended_sessions: ended.meta.changes, signed_out: 0 });
  }
  const ended = await db
    .prepare(
      `UPDATE sessions SET revoked_at = ?1, revoke_reason = 'ended_by_user'
        WHERE public_id = ?2 AND user_id = ?3 AND revoked_at IS NULL AND expires_at > ?1
        RETURNING token_hash = ?4 AS current`,
    )
    .bind(req.nowMs, req.input.session_id, session.userId, session.tokenHash)
    .first<{ current: number }>();
  if (!ended) return fail(API_ERRORS.sessionNotFound);
  return ok({ ended_sessions: 1, signed_out: ended.current ? 1 : 0 });
};
