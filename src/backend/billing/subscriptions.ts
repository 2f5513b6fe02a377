import type { Subscription } from "../../api/contract/payment";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { fromMinor } from "../../catalog/minor-units";
import type { Environment } from "../../shared/environment";
import { epochSeconds } from "../../shared/epoch";
import { planName } from "../payment/plans";
import { DAY_MS } from "./clock";
import { fixUrl } from "./fix-url";
import { GRACE_MS, type SubscriptionStatus } from "./subscription-state";

/** A subscription as the account API shows it, with its renewal terms from the plan data. */
export interface BillingSubscriptionRow {
  id: number;
  user_id: number;
  order_id: string;
  plan_id: number;
  term_months: number;
  trial_days: number;
  renewal_months: number;
  provider: string;
  currency: string;
  amount_cents: number;
  renewal_cents: number;
  status: SubscriptionStatus;
  auto_renew: number;
  starts_at: number;
  current_period_end: number;
  next_renewal_at: number | null;
  /** The provider's subscription id (Stripe sub_…); null for the sandbox and one-off purchases. */
  provider_ref: string | null;
  /** Stripe's hosted page of a declined renewal's invoice (invoice.payment_failed); else null. */
  payment_fix_url: string | null;
  /** The first order: when it was paid (epoch ms) and whether it still stands (paid) or was refunded. */
  paid_at: number;
  order_status: string;
  /** 1: paid with a one-off method, renewed by hand (decision 167). */
  manual_renewal: number;
  method: string | null;
}

const SELECT = `SELECT s.id, s.user_id, s.order_id, s.plan_id, p.term_months, p.trial_days, p.renewal_months,
         o.provider, o.currency, o.amount_cents, pp.renewal_cents, s.status, s.auto_renew, s.starts_at,
         COALESCE(s.current_period_end, s.expires_at) AS current_period_end, s.next_renewal_at, s.provider_ref,
         s.payment_fix_url, o.created_at AS paid_at, o.status AS order_status, s.manual_renewal, o.method
    FROM subscriptions s
    JOIN orders o ON o.id = s.order_id
    JOIN plans p ON p.id = s.plan_id
    JOIN plan_prices pp ON pp.plan_id = s.plan_id AND pp.currency = o.currency`;

export async function userSubscriptions(
  db: D1Database,
  userId: number,
  page: number,
  size: number,
): Promise<BillingSubscriptionRow[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE s.user_id = ? ORDER BY s.starts_at DESC, s.id DESC LIMIT ? OFFSET ?`)
    .bind(userId, size, (page - 1) * size)
    .all<BillingSubscriptionRow>();
  return results;
}

/** One of the user's subscriptions by its API id (the first order's id); null for anyone else's. */
export function userSubscription(
  db: D1Database,
  userId: number,
  subscriptionId: string,
): Promise<BillingSubscriptionRow | null> {
  return db
    .prepare(`${SELECT} WHERE s.order_id = ? AND s.user_id = ?`)
    .bind(subscriptionId, userId)
    .first<BillingSubscriptionRow>();
}

/**
 * The last moment the refund call accepts this subscription's first payment, by billing's clock
 * (the sandbox clock moves it), so My account offers the refund exactly while the API grants it.
 */
function refundUntil(row: BillingSubscriptionRow, status: string, nowMs: number): number | null {
  if (row.order_status !== "paid" || (status !== "active" && status !== "renewal_off")) return null;
  const until = row.paid_at + MONEY_BACK_DAYS * DAY_MS;
  return until > nowMs ? epochSeconds(until) : null;
}

/**
 * The API's view. A period that ended before the job ran reads as what the job will make of it
 * (renewal off → expired at the period's end, past due → expired after the grace period), so the
 * answer never offers what is over.
 */
export function subscriptionView(
  row: BillingSubscriptionRow,
  nowMs: number,
  environment: Environment,
): Subscription {
  const ended =
    (row.status === "renewal_off" && row.current_period_end <= nowMs) ||
    (row.status === "past_due" && row.current_period_end + GRACE_MS <= nowMs);
  const status = ended ? "expired" : row.status;
  return {
    subscription_id: row.order_id,
    plan_id: row.plan_id,
    plan_name: planName(row.term_months, row.trial_days),
    provider: row.provider,
    status,
    start_time: epochSeconds(row.starts_at),
    expire_time: epochSeconds(row.current_period_end),
    auto_renew: row.auto_renew === 1 && status === "active",
    amount: fromMinor(row.amount_cents, row.currency),
    currency: row.currency,
    next_renewal_time:
      status === "active" && row.next_renewal_at !== null ? epochSeconds(row.next_renewal_at) : null,
    renewal_amount: fromMinor(row.renewal_cents, row.currency),
    renewal_months: row.renewal_months,
    grace_until: status === "past_due" ? epochSeconds(row.current_period_end + GRACE_MS) : null,
    fix_url: fixUrl(row, status, environment),
    term_months: row.term_months,
    trial_days: row.trial_days,
    refund_until: refundUntil(row, status, nowMs),
    payment_method: row.method,
    manual_renewal: row.manual_renewal === 1,
  };
}
