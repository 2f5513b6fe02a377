import { API_ERRORS } from "../../../api/codes";
import type { setPassword } from "../../../api/contract/account";
import { clientIpKey } from "../../../shared/client-ip-key";
import { hitAll } from "../../../shared/rate-limit";
import { sameDigest } from "../../crypto";
import { isUniqueViolation } from "../../d1-errors";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { spendCode, takeCodeSlot } from "../code-slot";
import { ACCOUNT_LIMITS } from "../limits";
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
  const now = req.nowMs;
  const slot = await takeCodeSlot(db, { email, purpose: SET_PASSWORD_PURPOSE, userId: user.id }, now);
  if (!slot) return fail(API_ERRORS.codeInvalid);
  const right = sameDigest(slot.code_hash, await secureCodeHash(user.id, email, req.input.code));
  if (!right || !(await spendCode(db, slot.id, now))) return fail(API_ERRORS.codeInvalid);

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
