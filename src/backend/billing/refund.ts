import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { SECOND_MS } from "../../shared/epoch";
import { DAY_MS } from "./clock";

/**
 * The money-back refund of a first payment (decision 093), in one transaction: the order is
 * marked refunded (once: refunded_at IS NULL, and within MONEY_BACK_DAYS of the payment), and
 * only if that happened now, the subscription ends as refunded and the VIP time it has left is
 * taken back (from its start: a renewal that won a race with the refund is ended with it). A racing renewal needs status 'active', which this takes away; a second
 * refund finds refunded_at set. So any mix of them has one outcome.
 */
export async function refundFirstPayment(
  db: D1Database,
  userId: number,
  orderId: string,
  nowMs: number,
): Promise<boolean> {
  const [refunded] = await db.batch(refundStatements(db, { userId, orderId, nowMs }));
  return (refunded?.results.length ?? 0) > 0;
}

/**
 * An order (SQL over `orders`) that paid for the time still running: a first payment, or the
 * renewal of the current period. An earlier renewal's period is used up: nothing to refund.
 */
export const CURRENT_CHARGE_SQL = `(orders.kind = 'first' OR orders.period_end = (
  SELECT current_period_end FROM subscriptions WHERE subscriptions.id = orders.subscription_id))`;

export interface RefundRequest {
  userId: number;
  orderId: string;
  nowMs: number;
  /**
   * How old the payment may be: the money-back window by default; an operator's refund (the
   * console) passes null and may refund at any age, still only once.
   */
  windowMs?: number | null;
  /**
   * An operator may also refund a renewal: the charge of the current period only (an older
   * period's time is used up). Buyers refund first payments only.
   */
  renewals?: boolean;
}

/**
 * The refund's statements, for a caller that adds its own (an audit row) to the same batch. The
 * first one RETURNs the order's id when the refund happened.
 */
export function refundStatements(
  db: D1Database,
  { userId, orderId, nowMs, windowMs = MONEY_BACK_DAYS * DAY_MS, renewals = false }: RefundRequest,
): D1PreparedStatement[] {
  const refundedNow = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND refunded_at = ?2)";
  // The subscription a charge paid for: a first payment is its order_id, a renewal names its id.
  const ofCharge = "(order_id = ?1 OR id = (SELECT subscription_id FROM orders WHERE id = ?1))";
  // Without a window: any payment up to now, including one made in this very millisecond.
  const window = windowMs ?? nowMs + 1;
  return [
    db
      .prepare(
        `UPDATE orders SET refunded_at = ?2, updated_at = ?2
          WHERE id = ?1 AND user_id = ?3 AND status = 'paid' AND refunded_at IS NULL
            AND created_at > ?2 - ?4
            AND (kind = 'first' OR ?5 = 1) AND ${CURRENT_CHARGE_SQL}
         RETURNING id`,
      )
      .bind(orderId, nowMs, userId, window, renewals ? 1 : 0),
    db
      .prepare(
        `UPDATE users
            SET vip_expire_at = (
                  SELECT CASE WHEN left_after <= ?2 + ?3 THEN ?2 ELSE left_after END FROM (
                    SELECT vip_expire_at - (
                      -- The grant and the period may have been stamped a moment apart, so a last
                      -- second left over is taken back too (?3).
                      SELECT MAX(0, current_period_end - MAX(?2, starts_at))
                        FROM subscriptions WHERE ${ofCharge}) AS left_after))
          WHERE id = ?4 AND ${refundedNow}
            -- expired too: the provider's "subscription deleted" may land before this batch (the
            -- refund ends it there first); a period that is over has no time left to take back.
            AND EXISTS (SELECT 1 FROM subscriptions WHERE ${ofCharge} AND status IN ('active', 'renewal_off', 'past_due', 'expired'))`,
      )
      .bind(orderId, nowMs, SECOND_MS, userId),
    db
      .prepare(
        `UPDATE subscriptions
            SET status = 'refunded', auto_renew = 0, next_renewal_at = NULL,
                current_period_end = MIN(current_period_end, ?2), expires_at = MIN(expires_at, ?2), updated_at = ?2
          WHERE ${ofCharge} AND status <> 'refunded' AND ${refundedNow}`,
      )
      .bind(orderId, nowMs),
  ];
}
