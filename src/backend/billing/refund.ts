import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { DAY_MS } from "./clock";

/**
 * The money-back refund of a first payment (decision 093), in one transaction: the order is
 * marked refunded (once: refunded_at IS NULL, and within MONEY_BACK_DAYS of the payment), and
 * only if that happened now, the subscription ends as refunded and the VIP time left in its
 * period is taken back. A racing renewal needs status 'active', which this takes away; a second
 * refund finds refunded_at set. So any mix of them has one outcome.
 */
export async function refundFirstPayment(
  db: D1Database,
  userId: number,
  orderId: string,
  nowMs: number,
): Promise<boolean> {
  const refundedNow = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND refunded_at = ?2)";
  const [refunded] = await db.batch([
    db
      .prepare(
        `UPDATE orders SET refunded_at = ?2, updated_at = ?2
          WHERE id = ?1 AND user_id = ?3 AND kind = 'first' AND status = 'paid' AND refunded_at IS NULL
            AND created_at > ?2 - ?4
         RETURNING id`,
      )
      .bind(orderId, nowMs, userId, MONEY_BACK_DAYS * DAY_MS),
    db
      .prepare(
        `UPDATE users
            SET vip_expire_at = MAX(?3, vip_expire_at - (
                  -- Whole seconds: a bound "now" may arrive as a REAL, and a fractional
                  -- vip_expire_at fails the profile's integer contract (the account then reads
                  -- as unreachable).
                  SELECT CAST(MAX(0, current_period_end - MAX(?2, current_period_start)) / 1000 AS INTEGER)
                    FROM subscriptions WHERE order_id = ?1))
          WHERE id = ?4 AND ${refundedNow}
            AND EXISTS (SELECT 1 FROM subscriptions WHERE order_id = ?1 AND status IN ('active', 'renewal_off', 'past_due'))`,
      )
      .bind(orderId, nowMs, Math.floor(nowMs / 1000), userId),
    db
      .prepare(
        `UPDATE subscriptions
            SET status = 'refunded', auto_renew = 0, next_renewal_at = NULL,
                current_period_end = MIN(current_period_end, ?2), expires_at = MIN(expires_at, ?2), updated_at = ?2
          WHERE order_id = ?1 AND status <> 'refunded' AND ${refundedNow}`,
      )
      .bind(orderId, nowMs),
  ]);
  return (refunded?.results.length ?? 0) > 0;
}
