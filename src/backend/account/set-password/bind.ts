import { API_ERRORS } from "../../../api/codes";
import type { setPassword } from "../../../api/contract/account";
import { clientIpKey } from "../../client-ip-key";
import { constantTimeEqual } from "../../crypto";
import { isUniqueViolation } from "../../d1-errors";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { hitAll } from "../../rate-limit";
import { ACCOUNT_LIMITS, CODE_MAX_ATTEMPTS } from "../limits";
import { hashPassword } from "../password";
import { rotateSession } from "../sessions";
import { canonicalEmail, userById } from "../users";
import { SET_PASSWORD_PURPOSE, secureCodeHash } from "./code";

/**
 * Step two: with the code from the address, the anonymous account takes the address and its first
 * password. A wrong code and an address that belongs to someone else answer alike (41005), so the
 * call tells nothing about who is a customer (decision 149). A guess is compared only after it has
 * won one of the code's attempt slots, and the code is spent by one guarded UPDATE. The session
 * changes too: the anonymous token may have been seen by others (session fixation), so it ends and
 * the answer carries a new one, which the gateway moves into the cookie as it does for login.
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

  const email = canonicalEmail(req.input.email);
  const now = Math.floor(req.nowMs / 1000);
  const slot = await db
    .prepare(
      `UPDATE verifications SET attempts = attempts + 1
        WHERE id = (SELECT id FROM verifications
                     WHERE email = ?1 AND purpose = ?2 AND user_id = ?3
                       AND used_at IS NULL AND expires_at > ?4
                     ORDER BY id DESC LIMIT 1)
          AND attempts < ?5
        RETURNING id, code_hash`,
    )
    .bind(email, SET_PASSWORD_PURPOSE, user.id, now, CODE_MAX_ATTEMPTS)
    .first<{ id: number; code_hash: string }>();
  if (!slot) return fail(API_ERRORS.codeInvalid);
  const encoder = new TextEncoder();
  const right = constantTimeEqual(
    encoder.encode(await secureCodeHash(user.id, email, req.input.code)),
    encoder.encode(slot.code_hash),
  );
  if (!right) return fail(API_ERRORS.codeInvalid);
  const spent = await db
    .prepare("UPDATE verifications SET used_at = ? WHERE id = ? AND used_at IS NULL RETURNING id")
    .bind(now, slot.id)
    .first<{ id: number }>();
  if (!spent) return fail(API_ERRORS.codeInvalid);

  const hash = await hashPassword(req.input.password);
  let bound: D1Result;
  try {
    bound = await db
      .prepare("UPDATE users SET email = ?, password_hash = ? WHERE id = ? AND password_hash IS NULL")
      .bind(email, hash, user.id)
      .run();
  } catch (error) {
    // The address found an owner after its code was mailed: the caller has proved the mailbox, so
    // saying so reveals nothing it could not read there.
    if (isUniqueViolation(error)) return fail(API_ERRORS.emailTaken);
    throw error;
  }
  if (bound.meta.changes !== 1) return fail(API_ERRORS.passwordAlreadySet);
  const token = await rotateSession(req, user.id, session.tokenHash);
  return ok({ token });
};
