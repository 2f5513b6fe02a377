-- One provider plan per price, not per order (decision 162). PayPal and Razorpay bill only plans;
-- a row maps the price a plan encodes (our plan id, currency, renewal amount, renewal months: the
-- `price_key`) in one provider account (live or sandbox) to the provider's product and plan, so
-- later purchases of that price reuse them. A row with `plan_ref` NULL is a claim: the purchase
-- holding `claim` is creating the provider objects; any other waits for them (a claim older than a
-- minute is taken over). A failed create deletes its claim, so the next purchase tries again.
CREATE TABLE provider_plans (
  provider TEXT NOT NULL,
  environment TEXT NOT NULL CHECK (environment IN ('sandbox', 'live')),
  -- The provider account (PayPal client id, Razorpay key id: public identifiers, not secrets):
  -- another merchant account has none of these plans.
  account TEXT NOT NULL,
  price_key TEXT NOT NULL,
  product_ref TEXT,
  plan_ref TEXT,
  claim TEXT,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (provider, environment, account, price_key)
);
