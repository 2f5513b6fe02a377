import { canonicalEmail } from "../../backend/account/users";
import { CURRENT_CHARGE_SQL } from "../../backend/billing/refund";

export interface CustomerAccount {
  id: number;
  email: string | null;
  country_code: string | null;
  /** Epoch ms, as every time in D1 (decision 174). */
  vip_expire_at: number;
  created_at: number;
}

export interface CustomerSubscription {
  id: number;
  order_id: string;
  plan_id: number;
  status: string;
  auto_renew: number;
  current_period_end: number | null;
  next_renewal_at: number | null;
  renewal_amount_cents: number | null;
  currency: string | null;
  provider: string | null;
}

export interface CustomerOrder {
  id: string;
  kind: string;
  plan_id: number;
  status: string;
  refunded_at: number | null;
  amount_cents: number;
  currency: string;
  provider: string;
  created_at: number;
  /** 1 when an operator may refund it: a first payment or the current period's renewal. */
  current: number;
}

export interface Customer {
  account: CustomerAccount;
  subscriptions: CustomerSubscription[];
  orders: CustomerOrder[];
}

/** The account an e-mail address (any case) or an order id belongs to. */
function accountQuery(db: D1Database, query: string): D1PreparedStatement {
  const columns = "SELECT u.id, u.email, u.country_code, u.vip_expire_at, u.created_at FROM users u";
  return query.includes("@")
    ? db.prepare(`${columns} WHERE u.email = ?`).bind(canonicalEmail(query))
    : db.prepare(`${columns} JOIN orders o ON o.user_id = u.id WHERE o.id = ?`).bind(query.trim());
}

/** An account with its subscriptions and every order (newest first), or null when none matches. */
export async function findCustomer(db: D1Database, query: string): Promise<Customer | null> {
  const account = await accountQuery(db, query).first<CustomerAccount>();
  if (!account) return null;
  const [subscriptions, orders] = await db.batch([
    db
      .prepare(
        `SELECT id, order_id, plan_id, status, auto_renew, current_period_end, next_renewal_at, renewal_amount_cents,
                currency, provider
           FROM subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
      )
      .bind(account.id),
    db
      .prepare(
        `SELECT id, kind, plan_id, status, refunded_at, amount_cents, currency, provider, created_at,
                ${CURRENT_CHARGE_SQL} AS current
           FROM orders WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 200`,
      )
      .bind(account.id),
  ]);
  return {
    account,
    subscriptions: (subscriptions?.results ?? []) as CustomerSubscription[],
    orders: (orders?.results ?? []) as CustomerOrder[],
  };
}
