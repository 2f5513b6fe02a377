import { ONE_OFF_METHODS } from "../../catalog/payment-methods";

/**
 * The billing terms a first payment gives its subscription: period, next renewal and renewal
 * price from the plan data (plan_prices.renewal_cents, the one source). Appended to the paid
 * order's transaction (orders.ts applyEvent); guarded by "not set yet", so a replay changes
 * nothing. A one-off method's subscription renews by hand (decision 167): renewal off from the
 * start, with nothing for the renewal job to charge.
 */
export function subscriptionTermsStatements(db: D1Database, orderId: string, nowMs: number) {
  return [
    db
      .prepare(
        `UPDATE subscriptions
            SET current_period_start = starts_at,
                current_period_end = expires_at,
                next_renewal_at = expires_at,
                renewal_amount_cents = (SELECT pp.renewal_cents FROM orders o
                                          JOIN plan_prices pp ON pp.plan_id = o.plan_id AND pp.currency = o.currency
                                         WHERE o.id = ?1),
                currency = (SELECT currency FROM orders WHERE id = ?1),
                provider = (SELECT provider FROM orders WHERE id = ?1),
                updated_at = ?2
          WHERE order_id = ?1 AND current_period_end IS NULL`,
      )
      .bind(orderId, nowMs),
    db
      .prepare(
        `UPDATE subscriptions
            SET manual_renewal = 1, auto_renew = 0, status = 'renewal_off', next_renewal_at = NULL
          WHERE order_id = ?1 AND manual_renewal = 0 AND status = 'active'
            AND (SELECT method FROM orders WHERE id = ?1) IN (SELECT value FROM json_each(?2))`,
      )
      .bind(orderId, JSON.stringify(ONE_OFF_METHODS)),
    db
      .prepare(
        `UPDATE orders SET subscription_id = (SELECT id FROM subscriptions WHERE order_id = ?1)
          WHERE id = ?1 AND subscription_id IS NULL`,
      )
      .bind(orderId),
  ];
}
