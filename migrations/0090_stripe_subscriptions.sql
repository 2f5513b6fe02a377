-- Stripe subscription mode (decision 110). Where a past-due subscription's payment can be fixed:
-- Stripe's hosted invoice page of the declined renewal (invoice.hosted_invoice_url); NULL when
-- there is nothing to fix or the provider offers no such page.
ALTER TABLE subscriptions ADD COLUMN payment_fix_url TEXT;
-- The provider's own id of a charge: for Stripe the invoice (in_…) that took the money, so a
-- refund can find its payment. NULL for the sandbox.
ALTER TABLE orders ADD COLUMN provider_ref TEXT;
-- Webhooks find a subscription by the provider's id (sub_…).
CREATE INDEX subscriptions_provider_ref ON subscriptions (provider_ref) WHERE provider_ref IS NOT NULL;
