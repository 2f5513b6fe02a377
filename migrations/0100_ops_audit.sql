-- The operator console's audit log (src/ops/console/audit.ts): one row per change an operator
-- made, written in the same D1 batch as the change itself (or, for KV edits, before it; decision
-- 125). Only ever inserted into; the console lists the newest rows.
CREATE TABLE ops_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Who: the e-mail (or service-token name) from the verified Cloudflare Access JWT.
  actor TEXT NOT NULL,
  -- What: refund, extend-vip, resend-receipt, promotion, redirects.
  action TEXT NOT NULL,
  -- What it was done to: an order id, a user id, a CONFIG key.
  target TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  -- When: epoch milliseconds.
  at INTEGER NOT NULL
);
CREATE INDEX ops_audit_at ON ops_audit (at);
