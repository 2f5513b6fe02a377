-- Receipts and mail retries (issue 19).
--
-- A mail may be one of a kind that must go out once (a charge's receipt): its dedupe_key
-- (receipt:<order>:<charge|refund>) is UNIQUE, so two concurrent settles queue it once with one
-- INSERT … ON CONFLICT DO NOTHING.
ALTER TABLE outbox ADD COLUMN kind TEXT;
ALTER TABLE outbox ADD COLUMN dedupe_key TEXT;
CREATE UNIQUE INDEX outbox_dedupe ON outbox (dedupe_key);

-- A failed send is kept and retried by the Cron job with backoff (src/backend/mail/retry.ts):
-- sent_at stays NULL until the provider accepts it; attempts counts the tries; next_attempt_at
-- (epoch seconds) is when the next try may run, and is also the claim that keeps two overlapping
-- runs from sending the same mail.
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
CREATE INDEX outbox_unsent ON outbox (sent_at, next_attempt_at);
