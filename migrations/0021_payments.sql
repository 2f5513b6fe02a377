-- Orders, provider events and subscriptions of the embedded MMS API's payment module.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  provider TEXT NOT NULL,
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  -- The client's key for one checkout attempt: a retried request finds the same order.
  idempotency_key TEXT NOT NULL UNIQUE,
  currency TEXT NOT NULL,
  -- Re-quoted on the server at purchase time; the only price a payment is ever taken for.
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'canceled')),
  email TEXT,
  affiliate TEXT,
  return_path TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at);

-- Every provider event once: a replayed or duplicated delivery finds its id here and changes nothing.
CREATE TABLE payment_events (
  event_id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  type TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

-- One row per paid order (order_id UNIQUE): a paid order extends VIP time (users.vip_expire_at)
-- exactly once, in the same transaction that writes this row.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL UNIQUE REFERENCES orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  plan_id INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, expires_at);

-- The sandbox provider's own side: what the buyer did on its hosted page.
CREATE TABLE sandbox_sessions (
  order_id TEXT PRIMARY KEY REFERENCES orders (id),
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'paid', 'failed', 'canceled')),
  updated_at INTEGER NOT NULL
);
