-- Recurring billing (issue 19, decision 090): a subscription is a state machine with billing
-- periods; every charge (first payment, renewal, failure, refund) is an order row. All times in
-- milliseconds, like subscriptions.starts_at/expires_at.
ALTER TABLE subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'renewal_off', 'past_due', 'expired', 'refunded'));
ALTER TABLE subscriptions ADD COLUMN auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1));
ALTER TABLE subscriptions ADD COLUMN current_period_start INTEGER;
ALTER TABLE subscriptions ADD COLUMN current_period_end INTEGER;
-- The next charge: the period end while renewal is on, NULL when no charge is coming.
ALTER TABLE subscriptions ADD COLUMN next_renewal_at INTEGER;
-- Copied from plan_prices.renewal_cents (the one source) when the period starts.
ALTER TABLE subscriptions ADD COLUMN renewal_amount_cents INTEGER;
ALTER TABLE subscriptions ADD COLUMN currency TEXT;
ALTER TABLE subscriptions ADD COLUMN provider TEXT;
-- The provider's own subscription id (Stripe sub_…); NULL for the sandbox.
ALTER TABLE subscriptions ADD COLUMN provider_ref TEXT;
ALTER TABLE subscriptions ADD COLUMN updated_at INTEGER;

-- Existing purchases become subscriptions that renew; those already over are expired.
UPDATE subscriptions
   SET current_period_start = starts_at,
       current_period_end = expires_at,
       status = CASE WHEN expires_at <= CAST(strftime('%s', 'now') AS INTEGER) * 1000 THEN 'expired' ELSE 'active' END,
       next_renewal_at = CASE WHEN expires_at <= CAST(strftime('%s', 'now') AS INTEGER) * 1000 THEN NULL ELSE expires_at END,
       renewal_amount_cents = (SELECT pp.renewal_cents FROM orders o
                                 JOIN plan_prices pp ON pp.plan_id = o.plan_id AND pp.currency = o.currency
                                WHERE o.id = subscriptions.order_id),
       currency = (SELECT currency FROM orders WHERE id = subscriptions.order_id),
       provider = (SELECT provider FROM orders WHERE id = subscriptions.order_id),
       updated_at = created_at;
CREATE INDEX subscriptions_due ON subscriptions (status, current_period_end);

-- Every charge is an order: `first` from a checkout, `renewal` from the renewal job (idempotency
-- key renewal:<subscription>:<period end>, so a job run twice charges once).
ALTER TABLE orders ADD COLUMN kind TEXT NOT NULL DEFAULT 'first' CHECK (kind IN ('first', 'renewal'));
ALTER TABLE orders ADD COLUMN subscription_id INTEGER;
-- A renewal: the end of the period it pays for.
ALTER TABLE orders ADD COLUMN period_end INTEGER;
-- Set once when a paid order is refunded (the history shows it as refunded).
ALTER TABLE orders ADD COLUMN refunded_at INTEGER;
UPDATE orders SET subscription_id = (SELECT id FROM subscriptions WHERE order_id = orders.id);
CREATE INDEX orders_subscription ON orders (subscription_id);

-- The sandbox buyer's choice on the hosted page: decline every renewal of this purchase.
ALTER TABLE sandbox_sessions ADD COLUMN decline_renewals INTEGER NOT NULL DEFAULT 0;

-- One reminder per subscription and period, whatever runs the job how often.
CREATE TABLE renewal_reminders (
  subscription_id INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (subscription_id, period_end)
);

-- The sandbox clock: an offset added to billing's "now", read only in the sandbox (decision 091).
CREATE TABLE sandbox_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL DEFAULT 0
);
INSERT INTO sandbox_clock (id, offset_ms) VALUES (1, 0);
