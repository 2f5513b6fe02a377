-- One trial per account and per e-mail address. A trial order claims its row here in the same D1
-- batch that inserts the order, and the order insert only happens when the claim did: the PRIMARY
-- KEY (account) and UNIQUE (address) constraints decide concurrent attempts, so exactly one wins.
-- A failed or canceled trial order gives its claim back (orders.ts applyEvent); a paid or pending
-- one keeps it. `email` is the canonical address (trimmed, lower-cased) of the account, or else
-- the one typed at checkout; NULL when neither exists (then only the account is limited).
CREATE TABLE trial_claims (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  email TEXT UNIQUE,
  order_id TEXT NOT NULL UNIQUE,
  claimed_at INTEGER NOT NULL
);

-- Trials bought before this table existed count as claimed: the oldest non-failed trial order of
-- each account (and, of several accounts with one address, of the first such account).
INSERT INTO trial_claims (user_id, email, order_id, claimed_at)
SELECT o.user_id, lower(trim(coalesce(u.email, o.email))), o.id, o.created_at
  FROM orders o
  JOIN plans p ON p.id = o.plan_id AND p.trial_days > 0
  JOIN users u ON u.id = o.user_id
 WHERE o.status IN ('pending', 'paid')
 ORDER BY o.created_at
ON CONFLICT DO NOTHING;
