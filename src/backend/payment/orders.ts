import type { OrderStatus } from "../../api/payment";
import type { Currency } from "../../catalog/currencies";
import type { MethodId } from "../../catalog/payment-methods";
import { DAY_MS } from "../../shared/epoch";
import { canonicalEmail } from "../account/users";
import { subscriptionTermsStatements } from "../billing/subscription-terms";
import { type Outcome, statesAccepting } from "./order-state";
import type { Quote } from "./plans";

/** Orders, provider events and the subscriptions paid orders grant (migrations/0021_payments.sql). */

export interface OrderRow {
  id: string;
  user_id: number;
  provider: string;
  plan_id: number;
  idempotency_key: string;
  currency: Currency;
  amount_cents: number;
  status: OrderStatus;
  email: string | null;
  affiliate: string | null;
  return_path: string;
  /** The method the buyer chose (src/catalog/payment-methods.ts); null before migration 0128. */
  method: string | null;
  created_at: number;
  updated_at: number;
}

export class IdempotencyConflictError extends Error {
  constructor() {
    super("idempotency_key was already used for a different purchase");
  }
}

export class TrialUsedError extends Error {
  constructor() {
    super("this account or address has already had the trial");
  }
}

/**
 * Claims the account's one trial for a new order, under the account's canonical address (or the
 * one typed at checkout). Conflicting with an earlier claim, it inserts nothing, and the order
 * insert that follows in the same batch then inserts nothing either.
 */
function claimTrial(db: D1Database, orderId: string, order: NewOrder, now: number) {
  return db
    .prepare(
      `INSERT INTO trial_claims (user_id, email, order_id, claimed_at)
       SELECT ?1, coalesce((SELECT email FROM users WHERE id = ?1), ?2), ?3, ?4
        -- A retried or conflicting idempotency key makes no new order, so it claims nothing.
        WHERE NOT EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ?5)
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      order.userId,
      order.email === null ? null : canonicalEmail(order.email),
      orderId,
      now,
      order.idempotencyKey,
    );
}

export interface NewOrder {
  userId: number;
  provider: string;
  idempotencyKey: string;
  quote: Quote;
  email: string | null;
  affiliate: string | null;
  returnPath: string;
  /** The method chosen at checkout: decides whether the subscription renews by itself. */
  method: MethodId;
}

export function getOrder(db: D1Database, id: string): Promise<OrderRow | null> {
  return db.prepare("SELECT * FROM orders WHERE id = ?").bind(id).first<OrderRow>();
}

/**
 * Creates the order for one checkout attempt, or returns the one its idempotency key already
 * made (a retried request). The key reused for another user, plan or provider is a conflict.
 */
export async function createOrder(
  db: D1Database,
  order: NewOrder,
  now = Date.now(),
): Promise<{ order: OrderRow; created: boolean }> {
  const id = `ord_${crypto.randomUUID().replaceAll("-", "")}`;
  const trial = order.quote.plan.trial_days > 0;
  const statements = trial ? [claimTrial(db, id, order, now)] : [];
  const results = await db.batch([
    ...statements,
    db
      .prepare(
        `INSERT INTO orders (id, user_id, provider, plan_id, idempotency_key, currency, amount_cents,
                             email, affiliate, return_path, created_at, updated_at, method)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11, ?13
          WHERE ?12 = 0 OR EXISTS (SELECT 1 FROM trial_claims WHERE order_id = ?1)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(
        id,
        order.userId,
        order.provider,
        order.quote.plan.id,
        order.idempotencyKey,
        order.quote.currency,
        order.quote.todayCents,
        order.email,
        order.affiliate,
        order.returnPath,
        now,
        trial ? 1 : 0,
        order.method,
      ),
  ]);
  const insert = results[statements.length];
  const row = await db
    .prepare("SELECT * FROM orders WHERE idempotency_key = ?")
    .bind(order.idempotencyKey)
    .first<OrderRow>();
  if (!row) {
    if (trial) throw new TrialUsedError();
    throw new Error("order vanished after insert");
  }
  const created = (insert?.meta.changes ?? 0) > 0;
  if (!created) {
    const same =
      row.user_id === order.userId &&
      row.plan_id === order.quote.plan.id &&
      row.provider === order.provider &&
      (row.method ?? order.method) === order.method;
    if (!same) throw new IdempotencyConflictError();
  }
  return { order: row, created };
}

export interface ProviderEvent {
  /** The provider's event id: unique, so a replay is recognised. */
  id: string;
  orderId: string;
  outcome: Outcome;
  /** The provider's subscription the payment started (Stripe sub_…): subscriptions.provider_ref. */
  subscriptionRef?: string;
  /** The provider's id of the charge (Stripe's first invoice, in_…): orders.provider_ref. */
  chargeRef?: string;
  /**
   * What the provider says it charged, when its event says so: compared with the order before a
   * paid outcome grants anything (amount-check.ts); a mismatch is held for review. null: the
   * provider should have said and did not, which is held too.
   */
  charged?: { amountCents: number; currency: string } | null;
}

export interface AppliedEvent {
  /** False when this event id was seen before (nothing changed). */
  firstDelivery: boolean;
  /** True when this event moved the order (and, for paid, granted the subscription). */
  transitioned: boolean;
  status: OrderStatus | null;
}

/**
 * Applies a provider event in one D1 transaction: record the event id, move the order if the
 * state machine allows, and grant VIP time for a paid order. Every statement is guarded
 * (event id primary key, state condition, no subscription row yet, order_id UNIQUE), and a D1
 * batch runs as one serialized transaction, so any number of concurrent or replayed deliveries
 * extend the subscription exactly once.
 */
export async function applyEvent(
  db: D1Database,
  event: ProviderEvent,
  now = Date.now(),
): Promise<AppliedEvent> {
  const from = statesAccepting(event.outcome);
  const [recorded, moved] = await db.batch([
    db
      .prepare(
        `INSERT INTO payment_events (event_id, order_id, type, received_at)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?2)
         ON CONFLICT (event_id) DO NOTHING`,
      )
      .bind(event.id, event.orderId, event.outcome, now),
    db
      .prepare(
        `UPDATE orders SET status = ?1, updated_at = ?2
          WHERE id = ?3 AND status IN (${from.map(() => "?").join(",")})`,
      )
      .bind(event.outcome, now, event.orderId, ...from),
    // VIP time: the same rule as the account module's extendVip (from now, or from the current
    // end while VIP runs), guarded by "no subscription row for this order yet".
    db
      .prepare(
        `UPDATE users
            SET vip_expire_at = MAX(vip_expire_at, ?2)
                              + (SELECT p.grant_days * ?3 FROM orders o JOIN plans p ON p.id = o.plan_id WHERE o.id = ?1)
          WHERE id = (SELECT user_id FROM orders WHERE id = ?1 AND status = 'paid')
            AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE order_id = ?1)`,
      )
      .bind(event.orderId, now, DAY_MS),
    db
      .prepare(
        `INSERT INTO subscriptions (order_id, user_id, plan_id, starts_at, expires_at, created_at)
         SELECT o.id, o.user_id, o.plan_id, u.vip_expire_at - p.grant_days * ?3, u.vip_expire_at, ?2
           FROM orders o
           JOIN plans p ON p.id = o.plan_id
           JOIN users u ON u.id = o.user_id
          WHERE o.id = ?1 AND o.status = 'paid'
         ON CONFLICT (order_id) DO NOTHING`,
      )
      .bind(event.orderId, now, DAY_MS),
    // A trial that was never paid for was never had: a failed or canceled order gives its claim back.
    db
      .prepare(
        `DELETE FROM trial_claims
          WHERE order_id = ?1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status IN ('failed', 'canceled'))`,
      )
      .bind(event.orderId),
    ...subscriptionTermsStatements(db, event.orderId, now),
    ...providerRefStatements(db, event),
  ]);
  const order = await getOrder(db, event.orderId);
  return {
    firstDelivery: (recorded?.meta.changes ?? 0) > 0,
    transitioned: (moved?.meta.changes ?? 0) > 0,
    status: order?.status ?? null,
  };
}

/** The provider's ids of a paid first payment, written once (the first event that carries them). */
function providerRefStatements(db: D1Database, event: ProviderEvent) {
  return [
    db
      .prepare(
        `UPDATE subscriptions SET provider_ref = ?2
          WHERE order_id = ?1 AND provider_ref IS NULL AND ?2 IS NOT NULL`,
      )
      .bind(event.orderId, event.subscriptionRef ?? null),
    db
      .prepare(
        `UPDATE orders SET provider_ref = ?2
          WHERE id = ?1 AND status = 'paid' AND provider_ref IS NULL AND ?2 IS NOT NULL`,
      )
      .bind(event.orderId, event.chargeRef ?? null),
  ];
}

export interface SubscriptionRow {
  order_id: string;
  plan_id: number;
  term_months: number;
  trial_days: number;
  provider: string;
  currency: string;
  amount_cents: number;
  starts_at: number;
  expires_at: number;
}

export async function listSubscriptions(db: D1Database, userId: number): Promise<SubscriptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.order_id, s.plan_id, p.term_months, p.trial_days, o.provider, o.currency, o.amount_cents,
              s.starts_at, s.expires_at
         FROM subscriptions s JOIN orders o ON o.id = s.order_id JOIN plans p ON p.id = s.plan_id
        WHERE s.user_id = ? ORDER BY s.starts_at DESC`,
    )
    .bind(userId)
    .all<SubscriptionRow>();
  return results;
}
