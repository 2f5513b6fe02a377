import type { BillingOrder } from "../../api/contract/payment";
import { fromMinor } from "../../catalog/minor-units";
import { epochSeconds } from "../../shared/epoch";

interface OrderHistoryRow {
  id: string;
  kind: "first" | "renewal";
  subscription_order_id: string | null;
  plan_id: number;
  status: "paid" | "failed";
  refunded_at: number | null;
  created_at: number;
  amount_cents: number;
  currency: string;
  provider: string;
}

/** Charges only: pending checkouts and canceled attempts took no money and are not listed. */
const CHARGES = "o.user_id = ? AND o.status IN ('paid', 'failed')";

const SELECT = `SELECT o.id, o.kind, s.order_id AS subscription_order_id, o.plan_id, o.status, o.refunded_at,
         o.created_at, o.amount_cents, o.currency, o.provider
    FROM orders o LEFT JOIN subscriptions s ON s.id = o.subscription_id`;

function billingOrder(row: OrderHistoryRow): BillingOrder {
  return {
    order_id: row.id,
    kind: row.kind,
    subscription_id: row.subscription_order_id,
    plan_id: row.plan_id,
    status: row.refunded_at === null ? row.status : "refunded",
    time: epochSeconds(row.created_at),
    amount: fromMinor(row.amount_cents, row.currency),
    currency: row.currency,
    provider: row.provider,
  };
}

/** One of the user's charges with its time in ms; null when it is no charge of theirs. */
export async function userCharge(
  db: D1Database,
  userId: number,
  orderId: string,
): Promise<{ order: BillingOrder; createdAt: number } | null> {
  const row = await db
    .prepare(`${SELECT} WHERE o.id = ? AND ${CHARGES}`)
    .bind(orderId, userId)
    .first<OrderHistoryRow>();
  return row ? { order: billingOrder(row), createdAt: row.created_at } : null;
}

/** The user's billing history, newest first, and how many charges there are in all. */
export async function orderHistory(
  db: D1Database,
  userId: number,
  page: number,
  size: number,
): Promise<{ orders: BillingOrder[]; total: number }> {
  const [list, count] = await db.batch([
    db
      .prepare(`${SELECT} WHERE ${CHARGES} ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?`)
      .bind(userId, size, (page - 1) * size),
    db.prepare(`SELECT COUNT(*) AS total FROM orders o WHERE ${CHARGES}`).bind(userId),
  ]);
  const rows = (list?.results ?? []) as OrderHistoryRow[];
  const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
  return {
    total,
    orders: rows.map(billingOrder),
  };
}
