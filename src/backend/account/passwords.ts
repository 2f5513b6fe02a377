import { API_ERRORS } from "../../api/codes";
import type { changePassword, resetPassword } from "../../api/contract/account";
import { sha256Hex } from "../crypto";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { hashPassword, verifyPassword } from "./password";
import { revokeUserSessions } from "./sessions";
import { canonicalEmail, setPasswordHash, userById } from "./users";

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
  const spent = await db
    .prepare(
      `UPDATE verifications SET verify_token_hash = NULL
        WHERE verify_token_hash = ? AND email = ? AND verify_token_expires_at > ?
          AND user_id IS NOT NULL
        RETURNING user_id`,
    )
    .bind(await sha256Hex(req.input.verify_token), canonicalEmail(req.input.email), req.nowMs)
    .first<{ user_id: number }>();
  if (!spent) return fail(API_ERRORS.resetTokenInvalid);
  await db.batch([
    setPasswordHash(db, spent.user_id, await hashPassword(req.input.password)),
    revokeUserSessions(db, spent.user_id, null, "password_reset", req.nowMs),
  ]);
  return ok({});
};
