-- Issue #18 items 5 and 6: e-mail change with an undo link, and account deletion.

-- One row per e-mail change request. The code goes to the NEW address; a confirmed change keeps
-- the hash of the undo link's token, which the OLD address received, for 7 days.
CREATE TABLE email_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  old_email TEXT NOT NULL,
  new_email TEXT NOT NULL,            -- canonical form (src/backend/account/users.ts)
  code_hash TEXT,                     -- NULL when the new address was taken: no code can match
  attempts INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL,             -- the mails' language (the page the request came from)
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  undo_token_hash TEXT UNIQUE,        -- SHA-256 of the undo link's token; the token is never stored
  undo_expires_at INTEGER,
  undone_at INTEGER
);
CREATE INDEX email_changes_user ON email_changes (user_id);

-- A deleted account keeps only its id (orders and subscriptions reference it for accounting).
ALTER TABLE users ADD COLUMN deleted_at INTEGER;
-- An anonymised order keeps the buyer's country, not the account's.
ALTER TABLE orders ADD COLUMN country_code TEXT;
