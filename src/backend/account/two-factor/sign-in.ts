import { API_ERRORS } from "../../../api/codes";
import type { loginSecondFactor } from "../../../api/contract/account";
import { clientIpKey } from "../../../shared/client-ip-key";
import { hit } from "../../../shared/rate-limit";
import { fail, type Handler, type Outcome, ok } from "../../handler";
import { ACCOUNT_LIMITS } from "../limits";
import { createSession } from "../sessions";
import { CHALLENGE_TTL_SECONDS, completeChallenge, createChallenge, takeAttempt } from "./challenges";
import { spendSecondFactor } from "./second-factor";
import { enabledTwoFactorOf } from "./store";

/**
 * login's answer for an account with 2FA on once the password was right: no session, only a
 * challenge id for login/2fa (41010, docs/api.md).
 */
export async function secondFactorRequired(
  db: D1Database,
  userId: number,
  nowMs: number,
): Promise<Outcome<never>> {
  const challenge = await createChallenge(db, userId, nowMs);
  return {
    ok: false,
    error: API_ERRORS.secondFactorRequired,
    data: { challenge, expires_in: CHALLENGE_TTL_SECONDS },
  };
}

/** The second step of a 2FA sign-in: a TOTP or recovery code for the challenge starts the session. */
export const loginSecondFactorHandler: Handler<typeof loginSecondFactor> = async (req) => {
  const db = req.env.DB;
  const limit = await hit(db, ACCOUNT_LIMITS.secondFactorPerIp, clientIpKey(req.ip), req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const slot = await takeAttempt(db, req.input.challenge, req.nowMs);
  if (!slot.ok)
    return fail(slot.reason === "locked" ? API_ERRORS.challengeLocked : API_ERRORS.challengeExpired);
  const twoFactor = await enabledTwoFactorOf(db, slot.userId);
  // 2FA was turned off meanwhile: the challenge belonged to the old setting; sign in again.
  if (!twoFactor) return fail(API_ERRORS.challengeExpired);
  const spent = await spendSecondFactor(req, twoFactor, req.input.code);
  if (spent !== "spent") return fail(spent);
  if (!(await completeChallenge(db, slot.idHash, req.nowMs))) return fail(API_ERRORS.challengeExpired);
  return ok({ token: await createSession(req, slot.userId), user_id: slot.userId });
};
