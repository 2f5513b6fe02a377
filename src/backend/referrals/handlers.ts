import type { referral } from "../../api/contract/account";
import { REFERRAL_BONUS_DAYS } from "../../catalog/billing";
import { type Handler, ok, sessionOf } from "../handler";
import { firstPaymentKept } from "./first-payment";
import { inviteCodeOf } from "./invite-codes";

export const referralHandler: Handler<typeof referral> = async (req) => {
  const { userId } = sessionOf(req);
  // Side by side: on a page's request both reads join its other calls' batch (decision 190).
  const [code, counts] = await Promise.all([
    inviteCodeOf(req.env.DB, userId, req.nowMs),
    req.env.DB.prepare(
      `SELECT count(*) AS joined, coalesce(sum(${firstPaymentKept(null)}), 0) AS paid
         FROM referrals r WHERE r.inviter_id = ?`,
    )
      .bind(userId)
      .first<{ joined: number; paid: number }>(),
  ]);
  return ok({
    invite_code: code,
    joined: counts?.joined ?? 0,
    paid: counts?.paid ?? 0,
    bonus_days: REFERRAL_BONUS_DAYS,
  });
};
