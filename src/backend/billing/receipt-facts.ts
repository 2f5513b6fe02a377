import type { Receipt } from "../../api/contract/payment";
import { fromMinor } from "../../catalog/minor-units";
import { epochSeconds } from "../../shared/epoch";
import { DAY_MS } from "./clock";

/**
 * Everything a charge's receipt states (page, API and mail), read in one query. A receipt exists
 * for a paid charge (refunded or not); pending, failed and canceled orders took no money.
 */
export interface ReceiptFacts {
  orderId: string;
  userId: number;
  kind: "first" | "renewal";
  paidAt: number;
  refundedAt: number | null;
  amountCents: number;
  currency: string;
  provider: string;
  planId: number;
  termMonths: number;
  trialDays: number;
  periodStart: number;
  periodEnd: number;
  /** The subscription now: what the mail says about the next charge. */
  subscriptionOrderId: string | null;
  subscriptionStatus: string | null;
  nextRenewalAt: number | null;
  renewalCents: number | null;
  currentPeriodEnd: number | null;
  /** 1: paid with a one-off method, renewed by hand (decision 167); null without a subscription. */
  manualRenewal: number | null;
  /** The first payment's method (src/catalog/payment-methods.ts); null when not recorded. */
  method: string | null;
  /** The checkout's path (its locale prefix is the buyer's language). */
  returnPath: string;
  accountEmail: string | null;
  checkoutEmail: string | null;
}

// A first payment covers the plan's granted days from the subscription's start; a renewal covers
// the period from the end of the one before it (the last paid renewal's, else the first term's).
const SELECT = `SELECT o.id AS orderId, o.user_id AS userId, o.kind, o.created_at AS paidAt,
         o.refunded_at AS refundedAt, o.amount_cents AS amountCents, o.currency, o.provider,
         o.plan_id AS planId, p.term_months AS termMonths, p.trial_days AS trialDays,
         CASE WHEN o.kind = 'renewal'
              THEN COALESCE((SELECT MAX(r.period_end) FROM orders r
                              WHERE r.subscription_id = o.subscription_id AND r.kind = 'renewal'
                                AND r.status = 'paid' AND r.period_end < o.period_end),
                            s.starts_at + p.grant_days * ${DAY_MS})
              ELSE COALESCE(s.starts_at, o.created_at) END AS periodStart,
         CASE WHEN o.kind = 'renewal' THEN o.period_end
              ELSE COALESCE(s.starts_at, o.created_at) + p.grant_days * ${DAY_MS} END AS periodEnd,
         s.order_id AS subscriptionOrderId, s.status AS subscriptionStatus, s.next_renewal_at AS nextRenewalAt,
         s.renewal_amount_cents AS renewalCents, s.current_period_end AS currentPeriodEnd,
         s.manual_renewal AS manualRenewal, COALESCE(f.method, o.method) AS method,
         COALESCE(f.return_path, o.return_path) AS returnPath,
         u.email AS accountEmail, COALESCE(f.email, o.email) AS checkoutEmail
    FROM orders o
    JOIN plans p ON p.id = o.plan_id
    JOIN users u ON u.id = o.user_id
    LEFT JOIN subscriptions s ON s.id = o.subscription_id
    LEFT JOIN orders f ON f.id = s.order_id
   WHERE o.status = 'paid'`;

export function receiptFacts(db: D1Database, orderId: string): Promise<ReceiptFacts | null> {
  return db.prepare(`${SELECT} AND o.id = ?`).bind(orderId).first<ReceiptFacts>();
}

/** The user's own charge's receipt; null for an unknown id or anyone else's. */
export function userReceiptFacts(db: D1Database, userId: number, orderId: string) {
  return db.prepare(`${SELECT} AND o.id = ? AND o.user_id = ?`).bind(orderId, userId).first<ReceiptFacts>();
}

/**
 * Charges whose receipt (or refund confirmation) may still be unsent: paid or refunded since
 * `sinceMs`. The mail step skips those already queued by their outbox key.
 */
export async function recentReceiptFacts(db: D1Database, sinceMs: number): Promise<ReceiptFacts[]> {
  const { results } = await db
    .prepare(
      `${SELECT} AND (o.updated_at >= ?1 OR o.refunded_at >= ?1)
         AND (NOT EXISTS (SELECT 1 FROM outbox WHERE dedupe_key = 'receipt:' || o.id || ':charge')
              OR (o.refunded_at IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM outbox WHERE dedupe_key = 'receipt:' || o.id || ':refund')))
       ORDER BY o.updated_at LIMIT 200`,
    )
    .bind(sinceMs)
    .all<ReceiptFacts>();
  return results;
}

/** Where receipts go: the account's address once it has one, else the one typed at checkout. */
export const receiptAddress = (facts: ReceiptFacts) => facts.accountEmail ?? facts.checkoutEmail;

export function receiptView(facts: ReceiptFacts): Receipt {
  return {
    order: {
      order_id: facts.orderId,
      kind: facts.kind,
      subscription_id: facts.subscriptionOrderId,
      plan_id: facts.planId,
      status: facts.refundedAt === null ? "paid" : "refunded",
      time: epochSeconds(facts.paidAt),
      amount: fromMinor(facts.amountCents, facts.currency),
      currency: facts.currency,
      provider: facts.provider,
    },
    term_months: facts.termMonths,
    trial_days: facts.trialDays,
    period_start: epochSeconds(facts.periodStart),
    period_end: epochSeconds(facts.periodEnd),
    refunded_time: facts.refundedAt === null ? null : epochSeconds(facts.refundedAt),
    email: receiptAddress(facts),
  };
}
