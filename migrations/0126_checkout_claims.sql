-- A provider without idempotency keys (Paddle, decision 154): the first purchase call claims the
-- order's provider slot (provider_ref) before creating the provider's checkout, and keeps its URL
-- here, so a retried or concurrent purchase with the same idempotency key answers the same URL
-- instead of creating a second chargeable transaction.
ALTER TABLE orders ADD COLUMN checkout_url TEXT;
ALTER TABLE orders ADD COLUMN checkout_claimed_at INTEGER;
