import { MONEY_BACK_DAYS, REFERRAL_BONUS_DAYS } from "../../catalog/billing";
import { DAY_MS } from "../billing/clock";
import { firstPaymentKept } from "./first-payment";

/**
 * Gives both accounts of each referral their bonus days once the invitee's first payment has
 * outlived the money-back window unrefunded (a refunded one never qualifies). Per referral one
 * transaction: the VIP days and `rewarded_at`, both guarded by "not rewarded yet" evaluated
 * before the mark, so the job run twice, or twice at once, rewards once. Answers how many.
 */
export async function grantReferralRewards(db: D1Database, nowMs: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT r.invitee_id, r.inviter_id FROM referrals r
        WHERE r.rewarded_at IS NULL AND ${firstPaymentKept("?1")}
        ORDER BY r.created_at LIMIT 100`,
    )
    .bind(nowMs - MONEY_BACK_DAYS * DAY_MS)
    .all<{ invitee_id: number; inviter_id: number }>();
  let granted = 0;
  for (const { invitee_id, inviter_id } of results) {
    const unrewarded = "EXISTS (SELECT 1 FROM referrals WHERE invitee_id = ?1 AND rewarded_at IS NULL)";
    const [, marked] = await db.batch([
      db
        .prepare(
          `UPDATE users SET vip_expire_at = MAX(vip_expire_at, ?3) + ?4 WHERE id IN (?1, ?2) AND ${unrewarded}`,
        )
        .bind(invitee_id, inviter_id, nowMs, REFERRAL_BONUS_DAYS * DAY_MS),
      db
        .prepare(
          "UPDATE referrals SET rewarded_at = ?2 WHERE invitee_id = ?1 AND rewarded_at IS NULL RETURNING invitee_id",
        )
        .bind(invitee_id, nowMs),
    ]);
    if ((marked?.results.length ?? 0) > 0) granted++;
  }
  return granted;
}
