import { API_ERRORS } from "../../api/codes";
import type { changePassword, resetPassword, setPassword } from "../../api/contract/account";
import { clientIpKey } from "../client-ip-key";
import { sha256Hex } from "../crypto";
import { isUniqueViolation } from "../d1-errors";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { hitAll } from "../rate-limit";
import { ACCOUNT_LIMITS } from "./limits";
import { hashPassword, verifyPassword } from "./password";
import { revokeUserSessions, rotateSession } from "./sessions";
import { canonicalEmail, setPasswordHash, userById } from "./users";

/**
 * An anonymous account takes an e-mail and its first password. The session changes too: the
 * anonymous token may have been seen by others (session fixation), so it ends and the answer
 * carries a new one, which the gateway moves into the cookie as it does for login.
 */
export const setPasswordHandler: Handler<typeof setPassword> = async (req) => {
  const db = req.env.DB;
  const session = sessionOf(req);
  const limit = await hitAll(
    db,
    [
      [ACCOUNT_LIMITS.setPasswordPerIp, clientIpKey(req.ip)],
      [ACCOUNT_LIMITS.setPasswordPerAccount, String(session.userId)],
    ],
    req.nowMs,
  );
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userById(db, session.userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  if (user.password_hash) return fail(API_ERRORS.passwordAlreadySet);
  const hash = await hashPassword(req.input.password);
  let taken: D1Result;
  try {
    // One guarded statement: the UNIQUE index on the canonical address decides a race for it.
    taken = await db
      .prepare("UPDATE users SET email = ?, password_hash = ? WHERE id = ? AND password_hash IS NULL")
      .bind(canonicalEmail(req.input.email), hash, user.id)
      .run();
  } catch (error) {
    if (isUniqueViolation(error)) return fail(API_ERRORS.emailTaken);
    throw error;
  }
  if (taken.meta.changes !== 1) return fail(API_ERRORS.passwordAlreadySet);
  const token = await rotateSession(req, user.id, session.tokenHash);
  return ok({ token });
};

export const changePasswordHandler: Handler<typeof changePassword> = async (req) => {
  const db = req.env.DB;
  const session = sessionOf(req);
  const user = await userById(db, session.userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  if (!(await verifyPassword(req.input.old_password, user.password_hash)))
    return fail(API_ERRORS.wrongPassword);
  const statements = [setPasswordHash(db, user.id, await hashPassword(req.input.new_password))];
  if (req.input.end_other_sessions) {
    statements.push(revokeUserSessions(db, user.id, session.tokenHash, "password_changed", req.nowMs));
  }
  const results = await db.batch(statements);
  return ok({ ended_sessions: req.input.end_other_sessions ? (results[1]?.meta.changes ?? 0) : 0 });
};

/** With the token of a validated code: a new password, and every session of the account ends. */
export const resetPasswordHandler: Handler<typeof resetPassword> = async (req) => {
  const db = req.env.DB;
  const now = Math.floor(req.nowMs / 1000);
  const spent = await db
    .prepare(
      `UPDATE verifications SET verify_token_hash = NULL
        WHERE verify_token_hash = ? AND email = ? AND verify_token_expires_at > ?
          AND user_id IS NOT NULL
        RETURNING user_id`,
    )
    .bind(await sha256Hex(req.input.verify_token), canonicalEmail(req.input.email), now)
    .first<{ user_id: number }>();
  if (!spent) return fail(API_ERRORS.resetTokenInvalid);
  await db.batch([
    setPasswordHash(db, spent.user_id, await hashPassword(req.input.password)),
    revokeUserSessions(db, spent.user_id, null, "password_reset", req.nowMs),
  ]);
  return ok({});
};
