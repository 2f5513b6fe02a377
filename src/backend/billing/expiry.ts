import type { Environment } from "../../shared/environment";
import { DAY_MS } from "./clock";
import { GRACE_MS } from "./subscription-state";

/**
 * Ends what is over, one conditional statement per transition: renewal off at the period's end,
 * past due after the grace period. Outside the sandbox a renewal arrives as a provider webhook;
 * one a day late moves the subscription to past due (VIP kept through the grace period).
 */
export async function expireEnded(db: D1Database, environment: Environment, nowMs: number) {
  const statements = [
    db
      .prepare(
        `UPDATE subscriptions SET status = 'expired', next_renewal_at = NULL, updated_at = ?1
          WHERE status = 'renewal_off' AND current_period_end <= ?1`,
      )
      .bind(nowMs),
    db
      .prepare(
        `UPDATE subscriptions SET status = 'expired', next_renewal_at = NULL, updated_at = ?1
          WHERE status = 'past_due' AND current_period_end + ?2 <= ?1`,
      )
      .bind(nowMs, GRACE_MS),
  ];
  if (environment !== "sandbox") {
    // A provider subscription (provider_ref) renews by webhook; one a day overdue is past due, VIP
    // kept through the grace period. Without one (a one-off checkout) nothing will renew it: it
    // ends with its period.
    const overdue = `status = 'active' AND auto_renew = 1 AND provider_ref IS NOT NULL AND current_period_end + ?3 <= ?1`;
    statements.push(
      db
        .prepare(
          `UPDATE users SET vip_expire_at = MAX(vip_expire_at, (
                  SELECT MAX(current_period_end + ?2) FROM subscriptions s
                   WHERE s.user_id = users.id AND ${overdue}))
            WHERE id IN (SELECT user_id FROM subscriptions WHERE ${overdue})`,
        )
        .bind(nowMs, GRACE_MS, DAY_MS),
      db
        .prepare(`UPDATE subscriptions SET status = 'past_due', updated_at = ?1 WHERE ${overdue}`)
        .bind(nowMs, null, DAY_MS),
      db
        .prepare(
          `UPDATE subscriptions SET status = 'expired', next_renewal_at = NULL, updated_at = ?1
            WHERE status = 'active' AND provider_ref IS NULL AND current_period_end <= ?1`,
        )
        .bind(nowMs),
    );
  }
  const results = await db.batch(statements);
  return (results[0]?.meta.changes ?? 0) + (results[1]?.meta.changes ?? 0) + (results[4]?.meta.changes ?? 0);
}
