-- Decision 168: buyers in India are quoted Indian rupees (issue 20), so Razorpay can take UPI and
-- net banking, which settle INR only. SQLite cannot change a CHECK constraint in place, so the
-- price table is rebuilt with INR allowed, then given its INR rows (paise). Nothing references
-- plan_prices by foreign key.
CREATE TABLE plan_prices_next (
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'AUD', 'CAD', 'GBP', 'INR')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  list_cents INTEGER NOT NULL CHECK (list_cents >= amount_cents),
  renewal_cents INTEGER NOT NULL CHECK (renewal_cents > 0),
  trial_cents INTEGER,
  PRIMARY KEY (plan_id, currency)
);
INSERT INTO plan_prices_next (plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents)
  SELECT plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents FROM plan_prices;
DROP TABLE plan_prices;
ALTER TABLE plan_prices_next RENAME TO plan_prices;

-- Rupee prices set for the Indian market (not converted from dollars): the list price is the
-- monthly price times the term, as in the other currencies.
INSERT INTO plan_prices (plan_id, currency, amount_cents, list_cents, renewal_cents, trial_cents) VALUES
  (1, 'INR', 89900, 89900, 89900, NULL),
  (12, 'INR', 399900, 1078800, 399900, NULL),
  (24, 'INR', 559900, 2157600, 399900, NULL),
  (7, 'INR', 89900, 89900, 89900, 7900),
  (112, 'INR', 359900, 1078800, 399900, NULL),
  (124, 'INR', 479900, 2157600, 399900, NULL);
