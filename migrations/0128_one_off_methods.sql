-- Decision 167: the method a buyer paid with, and whether their subscription renews by itself.
-- A one-off method (Alipay, WeChat Pay; Stripe takes them in payment mode only) leaves nothing a
-- provider can charge again: such a subscription is manual_renewal = 1, never auto_renew, and the
-- buyer is reminded to pay the next period. NULL method: an order from before this migration.
ALTER TABLE orders ADD COLUMN method TEXT;
ALTER TABLE subscriptions ADD COLUMN manual_renewal INTEGER NOT NULL DEFAULT 0 CHECK (manual_renewal IN (0, 1));
