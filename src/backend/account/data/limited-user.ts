import { API_ERRORS } from "../../../api/codes";
import { hit } from "../../../shared/rate-limit";
import type { Session } from "../../handler";
import { fail, type HandlerRequest, type Outcome, sessionOf } from "../../handler";
import { ACCOUNT_LIMITS } from "../limits";
import { type UserRow, userById } from "../users";

/**
 * The signed-in account of an export or deletion, after its per-account limit (each call reads
 * the whole account or checks a password, so a stolen session cannot hammer either).
 */
export async function limitedUser(
  req: HandlerRequest<unknown>,
): Promise<{ user: UserRow; session: Session } | { refused: Outcome<never> }> {
  const session = sessionOf(req);
  const db = req.env.DB;
  const limit = await hit(db, ACCOUNT_LIMITS.accountDataPerAccount, String(session.userId), req.nowMs);
  if (!limit.allowed) return { refused: fail(API_ERRORS.rateLimited, limit.retryAfter) };
  const user = await userById(db, session.userId);
  if (!user) return { refused: fail(API_ERRORS.sessionUnknown) };
  return { user, session };
}
