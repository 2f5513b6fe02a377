-- E-mail addresses are stored in one canonical form: trimmed and lower-cased
-- (src/backend/account/users.ts canonicalEmail). users.email's UNIQUE constraint (0010) is then a
-- UNIQUE index on the canonical address: two sign-ups of A@x.com and a@X.com race on it and only
-- one wins, and every lookup is an index seek (lower(email) lookups scanned the table).
--
-- Existing case-duplicates (the race this closes could have made them): the oldest account (lowest
-- id) keeps the address; each younger one is detached (email set to NULL, so it can no longer sign
-- in by e-mail) and recorded in email_case_duplicates with the address it had, for support to
-- reunite it with its owner (e.g. move its VIP time). Nothing is deleted.
CREATE TABLE email_case_duplicates (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  email TEXT NOT NULL,                -- the address as it was stored before this migration
  kept_by INTEGER NOT NULL REFERENCES users (id),
  detached_at INTEGER NOT NULL
);

INSERT INTO email_case_duplicates (user_id, email, kept_by, detached_at)
SELECT u.id, u.email,
       (SELECT min(o.id) FROM users o WHERE lower(trim(o.email)) = lower(trim(u.email))),
       CAST(strftime('%s', 'now') AS INTEGER)
  FROM users u
 WHERE u.email IS NOT NULL
   AND EXISTS (SELECT 1 FROM users o WHERE lower(trim(o.email)) = lower(trim(u.email)) AND o.id < u.id);

UPDATE users SET email = NULL WHERE id IN (SELECT user_id FROM email_case_duplicates);
UPDATE users SET email = lower(trim(email)) WHERE email IS NOT NULL;

-- Verification codes are looked up by the same canonical address.
UPDATE verifications SET email = lower(trim(email));
