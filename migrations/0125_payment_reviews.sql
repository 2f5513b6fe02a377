-- Paid events whose amount or currency differ from the order (decision 153): held here for a
-- person to review, never granted. One row per provider event id, so redeliveries add nothing.
CREATE TABLE payment_reviews (
  event_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  expected_cents INTEGER NOT NULL,
  expected_currency TEXT NOT NULL,
  charged_cents INTEGER,
  charged_currency TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX payment_reviews_order ON payment_reviews (order_id);
