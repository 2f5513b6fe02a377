import type { Environment } from "../../shared/environment";
import { DAY_MS } from "./clock";
import {
  DUE_SELECT,
  type DueRow,
  insertRenewalOrder,
  newOrderId,
  RENEWAL_KEY_SQL,
  renewalKey,
  settleRenewal,
} from "./renewals";
import { sandboxRenewalOutcome } from "./sandbox-renewal";
import { GRACE_MS } from "./subscription-state";

/**
 * Recovery from past due (decision 115): the declined renewal of the period is charged again,
 * by the buyer (`subscription/retry`, the sandbox's payment-method page) or by the Cron job once
 * a day during the grace period. A period has one renewal order under its idempotency key
 * (renewal:<subscription>:<period end>); a new attempt moves the declined one aside (it stays in
 * the history as failed) and takes that key, so whatever attempts run at once, one of them
 * charges and settles the period.
 */

/** Past due, renewing, still within the grace period at `now` (a placeholder): may be charged again. */
const retryable = (now: string) =>
  `s.status = 'past_due' AND s.auto_renew = 1 AND s.current_period_end + ${GRACE_MS} > ${now}`;

/** The subscription's overdue renewal, or null when it has none to retry (any other state). */
export function overdueRenewal(db: D1Database, subscriptionId: number, nowMs: number) {
  return db
    .prepare(`${DUE_SELECT} WHERE ${retryable("?1")} AND s.id = ?2`)
    .bind(nowMs, subscriptionId)
    .first<DueRow>();
}

/**
 * Claims the next attempt, in one transaction: the declined order of the period (last tried at or
 * before `triedBefore`) is renamed aside, and only if this call renamed it a new pending order
 * takes the period's key. The order's id on success; null when another attempt holds the period,
 * it was paid, or the subscription moved on.
 */
async function claimAttempt(
  db: D1Database,
  due: DueRow,
  nowMs: number,
  triedBefore: number,
): Promise<string | null> {
  const id = newOrderId();
  const asideKey = `${renewalKey(due)}:declined:${id}`;
  const [, inserted] = await db.batch([
    db
      .prepare(
        `UPDATE orders SET idempotency_key = ?1
          WHERE idempotency_key = ?2 AND status = 'failed' AND updated_at <= ?3
            AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.id = ?4 AND s.current_period_end = ?5 AND ${retryable("?6")})`,
      )
      .bind(asideKey, renewalKey(due), triedBefore, due.id, due.current_period_end, nowMs),
    insertRenewalOrder(
      db,
      due,
      nowMs,
      id,
      "EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ?11)",
      asideKey,
    ),
  ]);
  return (inserted?.results as { id: string }[] | undefined)?.[0]?.id ?? null;
}

export type RetryOutcome = "paid" | "declined";

/**
 * Charges the overdue renewal again through the provider (the sandbox's renewal charge) and
 * settles it: paid → active with the next period and its VIP time; declined → still past due.
 * Null when nothing was charged by this call (see claimAttempt) or the charge lost a race.
 */
export async function retryOverdueRenewal(
  db: D1Database,
  due: DueRow,
  nowMs: number,
  triedBefore = nowMs,
): Promise<RetryOutcome | null> {
  const orderId = await claimAttempt(db, due, nowMs, triedBefore);
  if (!orderId) return null;
  const outcome = await sandboxRenewalOutcome(db, due.order_id);
  if (!(await settleRenewal(db, due, orderId, outcome, nowMs, "past_due"))) return null;
  return outcome === "paid" ? "paid" : "declined";
}

/**
 * The Cron job's retries: each past-due renewal in its grace period, at most once a day (a day
 * after its last attempt). Sandbox only: a real provider retries on its own schedule (Stripe's
 * smart retries) and reports the outcome by webhook.
 */
export async function retryOverdueRenewals(db: D1Database, environment: Environment, nowMs: number) {
  const counts = { paid: 0, declined: 0 };
  if (environment !== "sandbox") return counts;
  const dayAgo = nowMs - DAY_MS;
  const { results } = await db
    .prepare(
      `${DUE_SELECT}
         JOIN orders o ON o.idempotency_key = ${RENEWAL_KEY_SQL}
        WHERE ${retryable("?1")} AND o.status = 'failed' AND o.updated_at <= ?2
        ORDER BY s.current_period_end LIMIT 100`,
    )
    .bind(nowMs, dayAgo)
    .all<DueRow>();
  for (const due of results) {
    const outcome = await retryOverdueRenewal(db, due, nowMs, dayAgo);
    if (outcome) counts[outcome]++;
  }
  return counts;
}
