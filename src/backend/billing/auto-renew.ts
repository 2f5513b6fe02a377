/**
 * The renewal switch's two transitions, each one conditional statement (decision 090):
 * off from active or past due (the subscription then ends at its period's end), on again from
 * renewal off only while the period runs, and never for a one-off method's (decision 167). Null when the subscription was not in a state the
 * switch moves (already so, ended, or not the user's).
 */
export function turnRenewalOff(db: D1Database, userId: number, subscriptionId: string, nowMs: number) {
  return renewalOffStatement(db, userId, subscriptionId, nowMs).first<{ id: number }>();
}

/** turnRenewalOff as a statement, for a batch that does more (deleting the account). */
export function renewalOffStatement(db: D1Database, userId: number, subscriptionId: string, nowMs: number) {
  return db
    .prepare(
      `UPDATE subscriptions SET auto_renew = 0, status = 'renewal_off', next_renewal_at = NULL, updated_at = ?1
        WHERE order_id = ?2 AND user_id = ?3 AND status IN ('active', 'past_due')
       RETURNING id`,
    )
    .bind(nowMs, subscriptionId, userId);
}

export function turnRenewalOn(db: D1Database, userId: number, subscriptionId: string, nowMs: number) {
  return db
    .prepare(
      `UPDATE subscriptions SET auto_renew = 1, status = 'active', next_renewal_at = current_period_end, updated_at = ?1
        WHERE order_id = ?2 AND user_id = ?3 AND status = 'renewal_off' AND current_period_end > ?1
          AND manual_renewal = 0
       RETURNING id`,
    )
    .bind(nowMs, subscriptionId, userId)
    .first<{ id: number }>();
}

/** The one-click link's transition: off for the period the mail was sent for, and only then. */
export function turnRenewalOffForPeriod(
  db: D1Database,
  subscriptionId: number,
  periodEnd: number,
  nowMs: number,
) {
  return db
    .prepare(
      `UPDATE subscriptions SET auto_renew = 0, status = 'renewal_off', next_renewal_at = NULL, updated_at = ?1
        WHERE id = ?2 AND current_period_end = ?3 AND status = 'active' AND auto_renew = 1
       RETURNING id`,
    )
    .bind(nowMs, subscriptionId, periodEnd)
    .first<{ id: number }>();
}
