-- One time unit in the data (issue 17 item 4, decision 174): every time column is epoch
-- milliseconds. Until now the account tables (0010 onwards) kept epoch seconds while billing
-- (0021, 0060 onwards) kept milliseconds; these are the seconds columns, each times 1000.
-- NULL stays NULL ("not yet"); users.vip_expire_at's 0 ("never had VIP") stays 0, as 0 * 1000.
-- Only values below 1e11 are converted: as seconds that is the year 5138, as milliseconds 1973, so
-- a value already in milliseconds is never multiplied again and the statements can be run once
-- more by hand after the deploy, for rows the old code wrote in seconds in between.
-- No CHECK constraint or index names a unit, so nothing else changes; no column is renamed
-- (none says seconds). The audit rows' JSON (ops_audit.before_json/after_json) is history and
-- keeps the numbers it recorded.

UPDATE users SET vip_expire_at = vip_expire_at * 1000 WHERE vip_expire_at < 100000000000;
UPDATE users SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE users SET deleted_at = deleted_at * 1000 WHERE deleted_at < 100000000000;

UPDATE sessions SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE sessions SET expires_at = expires_at * 1000 WHERE expires_at < 100000000000;
UPDATE sessions SET revoked_at = revoked_at * 1000 WHERE revoked_at < 100000000000;
UPDATE sessions SET last_seen_at = last_seen_at * 1000 WHERE last_seen_at < 100000000000;

UPDATE rate_limits SET window_start = window_start * 1000 WHERE window_start < 100000000000;

UPDATE verifications SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE verifications SET expires_at = expires_at * 1000 WHERE expires_at < 100000000000;
UPDATE verifications SET used_at = used_at * 1000 WHERE used_at < 100000000000;
UPDATE verifications SET verify_token_expires_at = verify_token_expires_at * 1000 WHERE verify_token_expires_at < 100000000000;

UPDATE outbox SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE outbox SET sent_at = sent_at * 1000 WHERE sent_at < 100000000000;
UPDATE outbox SET next_attempt_at = next_attempt_at * 1000 WHERE next_attempt_at < 100000000000;

UPDATE devices SET last_active = last_active * 1000 WHERE last_active < 100000000000;

UPDATE bound_ips SET bound_at = bound_at * 1000 WHERE bound_at < 100000000000;

UPDATE recaptcha_dev_tokens SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE recaptcha_dev_tokens SET used_at = used_at * 1000 WHERE used_at < 100000000000;

UPDATE email_case_duplicates SET detached_at = detached_at * 1000 WHERE detached_at < 100000000000;

UPDATE two_factor SET enabled_at = enabled_at * 1000 WHERE enabled_at < 100000000000;
UPDATE two_factor SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE two_factor_recovery_codes SET used_at = used_at * 1000 WHERE used_at < 100000000000;
UPDATE two_factor_challenges SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE two_factor_challenges SET expires_at = expires_at * 1000 WHERE expires_at < 100000000000;
UPDATE two_factor_challenges SET used_at = used_at * 1000 WHERE used_at < 100000000000;

UPDATE session_browsers SET first_seen_at = first_seen_at * 1000 WHERE first_seen_at < 100000000000;

UPDATE passkeys SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE passkeys SET last_used_at = last_used_at * 1000 WHERE last_used_at < 100000000000;
UPDATE webauthn_challenges SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE webauthn_challenges SET expires_at = expires_at * 1000 WHERE expires_at < 100000000000;
UPDATE webauthn_challenges SET used_at = used_at * 1000 WHERE used_at < 100000000000;

UPDATE email_changes SET created_at = created_at * 1000 WHERE created_at < 100000000000;
UPDATE email_changes SET expires_at = expires_at * 1000 WHERE expires_at < 100000000000;
UPDATE email_changes SET confirmed_at = confirmed_at * 1000 WHERE confirmed_at < 100000000000;
UPDATE email_changes SET undo_expires_at = undo_expires_at * 1000 WHERE undo_expires_at < 100000000000;
UPDATE email_changes SET undone_at = undone_at * 1000 WHERE undone_at < 100000000000;
