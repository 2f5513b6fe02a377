-- Plans and their price points (embedded MMS API). Amounts are integer minor units (cents).
-- A plan bills `term_months` up front (after `trial_days` at `trial_cents`, when it has a trial),
-- then renews every `renewal_months` at `renewal_cents`.
CREATE TABLE plans (
  id INTEGER PRIMARY KEY,
  term_months INTEGER NOT NULL CHECK (term_months > 0),
  renewal_months INTEGER NOT NULL CHECK (renewal_months > 0),
  trial_days INTEGER NOT NULL DEFAULT 0 CHECK (trial_days >= 0),
  -- Days of VIP time one purchase adds (the term, or the trial for a trial plan).
  grant_days INTEGER NOT NULL CHECK (grant_days > 0),
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE plan_prices (
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'AUD', 'CAD', 'GBP')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  list_cents INTEGER NOT NULL CHECK (list_cents >= amount_cents),
  renewal_cents INTEGER NOT NULL CHECK (renewal_cents > 0),
  trial_cents INTEGER,
  PRIMARY KEY (plan_id, currency)
);

-- Which plans a channel (X-From header; '' = the public site) offers, in display order.
CREATE TABLE plan_channels (
  channel TEXT NOT NULL,
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  sort INTEGER NOT NULL,
  recommended INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel, plan_id)
);

INSERT INTO plans (id, term_months, renewal_months, trial_days, grant_days) VALUES
  (1, 1, 1, 0, 30),
  (12, 12, 12, 0, 365),
  (24, 24, 12, 0, 730),
  (7, 1, 1, 7, 7),
  (112, 12, 12, 0, 365),
  (124, 24, 12, 0, 730);

INSERT INTO plan_prices (plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents) VALUES
  (1, 'USD', 1299, 1299, 1299, NULL),
  (1, 'GBP', 1099, 1099, 1099, NULL),
  (1, 'AUD', 1999, 1999, 1999, NULL),
  (1, 'CAD', 1799, 1799, 1799, NULL),
  (12, 'USD', 5988, 15588, 5988, NULL),
  (12, 'GBP', 4988, 13188, 4988, NULL),
  (12, 'AUD', 8988, 23988, 8988, NULL),
  (12, 'CAD', 7988, 21588, 7988, NULL),
  (24, 'USD', 8376, 31176, 5988, NULL),
  (24, 'GBP', 6984, 26376, 4988, NULL),
  (24, 'AUD', 12576, 47976, 8988, NULL),
  (24, 'CAD', 11376, 43176, 7988, NULL),
  (7, 'USD', 1299, 1299, 1299, 99),
  (7, 'GBP', 1099, 1099, 1099, 79),
  (7, 'AUD', 1999, 1999, 1999, 149),
  (7, 'CAD', 1799, 1799, 1799, 129),
  (112, 'USD', 5388, 15588, 5988, NULL),
  (112, 'GBP', 4488, 13188, 4988, NULL),
  (112, 'AUD', 8088, 23988, 8988, NULL),
  (112, 'CAD', 7188, 21588, 7988, NULL),
  (124, 'USD', 7176, 31176, 5988, NULL),
  (124, 'GBP', 5976, 26376, 4988, NULL),
  (124, 'AUD', 10776, 47976, 8988, NULL),
  (124, 'CAD', 9576, 43176, 7988, NULL);

INSERT INTO plan_channels (channel, plan_id, sort, recommended) VALUES
  ('', 24, 1, 1),
  ('', 12, 2, 0),
  ('', 1, 3, 0),
  ('', 7, 4, 0),
  ('CJ', 124, 1, 1),
  ('CJ', 112, 2, 0),
  ('CJ', 1, 3, 0),
  ('CJ', 7, 4, 0);
