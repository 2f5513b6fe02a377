import type { Environment } from "../../shared/environment";
import { sandboxRenewalOutcome } from "./sandbox-renewal";
import { GRACE_MS, periodEndAfter, type SubscriptionStatus } from "./subscription-state";

/** A subscription with a renewal to charge, and what the plan data says a renewal costs and adds. */
export interface DueRow {
  id: number;
  status: SubscriptionStatus;
  user_id: number;
  plan_id: number;
  order_id: string;
  provider: string;
  currency: string;
  current_period_end: number;
  renewal_months: number;
  renewal_cents: number;
}

/** The subscriptions with their renewal terms; callers add the WHERE. */
export const DUE_SELECT = `SELECT s.id, s.status, s.user_id, s.plan_id, s.order_id, s.provider, s.currency,
              s.current_period_end, p.renewal_months, pp.renewal_cents
         FROM subscriptions s
         JOIN plans p ON p.id = s.plan_id
         JOIN plan_prices pp ON pp.plan_id = s.plan_id AND pp.currency = s.currency`;

/** Subscriptions whose period has ended with renewal on, oldest first; a bounded batch per run. */
function dueSubscriptions(db: D1Database, nowMs: number): Promise<DueRow[]> {
  return db
    .prepare(
      `${DUE_SELECT}
        WHERE s.status = 'active' AND s.auto_renew = 1 AND s.current_period_end <= ?
        ORDER BY s.current_period_end LIMIT 100`,
    )
    .bind(nowMs)
    .all<DueRow>()
    .then((r) => r.results);
}

/** A provider's subscription (Stripe sub_…) as the renewal transitions need it; null if unknown. */
export function subscriptionByProviderRef(db: D1Database, providerRef: string): Promise<DueRow | null> {
  return db.prepare(`${DUE_SELECT} WHERE s.provider_ref = ?`).bind(providerRef).first<DueRow>();
}

/**
 * The idempotency key of a period's renewal charge: the renewal job and a retry of a declined
 * renewal charge the same period under the same key, so the provider charges it once.
 */
export const renewalKey = (due: Pick<DueRow, "id" | "current_period_end">) =>
  `renewal:${due.id}:${due.current_period_end}`;

/** renewalKey in SQL, for a query over subscriptions aliased `s`. */
export const RENEWAL_KEY_SQL = "'renewal:' || s.id || ':' || s.current_period_end";

export const newOrderId = () => `ord_${crypto.randomUUID().replaceAll("-", "")}`;

export interface RenewalCharge {
  /** A second charge for the same period (a past-due renewal paid later) gets its own key. */
  attempt?: string;
  /** The provider's id of the charge (Stripe's invoice). */
  providerRef?: string;
}

/**
 * Inserts the renewal order of one period, once (its idempotency key is the subscription and the
 * period), so the job run twice, or two runs at once, find the same order. `onlyIf` is an SQL
 * condition on ?11 (`onlyIfValue`) that must hold for the insert to happen.
 */
export function insertRenewalOrder(
  db: D1Database,
  due: DueRow,
  nowMs: number,
  id: string,
  onlyIf = "?11 IS NULL",
  onlyIfValue: string | null = null,
  charge: RenewalCharge = {},
) {
  const key = charge.attempt ? `${renewalKey(due)}:${charge.attempt}` : renewalKey(due);
  // INSERT … SELECT needs a WHERE before ON CONFLICT (SQLite's upsert parsing rule).
  return db
    .prepare(
      `INSERT INTO orders (id, user_id, provider, plan_id, idempotency_key, currency, amount_cents,
                           return_path, created_at, updated_at, kind, subscription_id, period_end, provider_ref)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, '/', ?8, ?8, 'renewal', ?9, ?10, ?12 WHERE ${onlyIf}
       ON CONFLICT (idempotency_key) DO UPDATE SET updated_at = updated_at
       RETURNING id, status`,
    )
    .bind(
      id,
      due.user_id,
      due.provider,
      due.plan_id,
      key,
      due.currency,
      due.renewal_cents,
      nowMs,
      due.id,
      periodEndAfter(due.current_period_end, due.renewal_months),
      onlyIfValue,
      charge.providerRef ?? null,
    );
}

/** The renewal order of one period (or of a named later attempt), created once. */
export function renewalOrder(db: D1Database, due: DueRow, nowMs: number, charge: RenewalCharge = {}) {
  return insertRenewalOrder(db, due, nowMs, newOrderId(), "?11 IS NULL", null, charge).first<{
    id: string;
    status: string;
  }>();
}

/**
 * Applies a renewal charge's outcome in one transaction. Every statement carries the same guard
 * (the subscription is still in the state that was charged from, renewing and in the period that
 * was charged), evaluated before the subscription moves, so a concurrent switch, refund, retry or
 * second job run leaves exactly one outcome; a charge that lost the race is marked canceled.
 * `from` is active for the renewal job and past_due for a retry or a provider's later payment of
 * a declined renewal.
 */
export async function settleRenewal(
  db: D1Database,
  due: DueRow,
  orderId: string,
  outcome: "paid" | "failed",
  nowMs: number,
  // A provider's later payment of a declined renewal settles from past_due too.
  from: "active" | "past_due" = due.status === "past_due" ? "past_due" : "active",
): Promise<boolean> {
  const oldEnd = due.current_period_end;
  const newEnd = periodEndAfter(oldEnd, due.renewal_months);
  // Past due already gave VIP up to the grace period's end; those days are part of the period now paid.
  const credit = newEnd - oldEnd - (from === "past_due" ? GRACE_MS : 0);
  // ?1 is always the subscription id and ?2 the period that was charged.
  const still = `id = ?1 AND status = '${from}' AND auto_renew = 1 AND current_period_end = ?2`;
  const guard = `EXISTS (SELECT 1 FROM subscriptions WHERE ${still})`;
  const order = db
    .prepare(
      `UPDATE orders SET status = ?3, updated_at = ?4 WHERE id = ?5 AND status = 'pending' AND ${guard}`,
    )
    .bind(due.id, oldEnd, outcome, nowMs, orderId);
  const vip =
    outcome === "paid"
      ? // The new period's length on top of VIP time, and never less than the period's end.
        db
          .prepare(`UPDATE users SET vip_expire_at = MAX(vip_expire_at + ?3, ?4) WHERE id = ?5 AND ${guard}`)
          .bind(due.id, oldEnd, credit, newEnd, due.user_id)
      : // Past due keeps VIP through the grace period.
        db
          .prepare(`UPDATE users SET vip_expire_at = MAX(vip_expire_at, ?3) WHERE id = ?4 AND ${guard}`)
          .bind(due.id, oldEnd, oldEnd + GRACE_MS, due.user_id);
  const subscription =
    outcome === "paid"
      ? db
          .prepare(
            `UPDATE subscriptions
                SET status = 'active', current_period_start = ?2, current_period_end = ?3, expires_at = ?3,
                    next_renewal_at = ?3, renewal_amount_cents = ?4, payment_fix_url = NULL, updated_at = ?5
              WHERE ${still} RETURNING id`,
          )
          .bind(due.id, oldEnd, newEnd, due.renewal_cents, nowMs)
      : db
          .prepare(
            `UPDATE subscriptions SET status = 'past_due', updated_at = ?3 WHERE ${still} RETURNING id`,
          )
          .bind(due.id, oldEnd, nowMs);
  const lost = db
    .prepare("UPDATE orders SET status = 'canceled', updated_at = ? WHERE id = ? AND status = 'pending'")
    .bind(nowMs, orderId);
  const [, , moved] = await db.batch([order, vip, subscription, lost]);
  return (moved?.results.length ?? 0) > 0;
}

export interface RenewalCounts {
  renewed: number;
  failed: number;
}

/**
 * Charges every due renewal through the sandbox provider. Outside the sandbox renewals arrive as
 * provider webhooks (Stripe), so the job only moves overdue ones to past_due (see overdue.ts).
 */
export async function chargeDueRenewals(
  db: D1Database,
  environment: Environment,
  nowMs: number,
): Promise<RenewalCounts> {
  const counts: RenewalCounts = { renewed: 0, failed: 0 };
  if (environment !== "sandbox") return counts;
  // A clock moved by years makes several periods due: one period per round.
  for (let round = 0; round < 40; round++) {
    const due = await dueSubscriptions(db, nowMs);
    if (due.length === 0) break;
    let progressed = false;
    for (const subscription of due) {
      const order = await renewalOrder(db, subscription, nowMs);
      if (order?.status !== "pending") continue;
      const outcome = await sandboxRenewalOutcome(db, subscription.order_id);
      if (await settleRenewal(db, subscription, order.id, outcome, nowMs)) {
        counts[outcome === "paid" ? "renewed" : "failed"]++;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return counts;
}
