-- My account's sessions list (docs/api.md "Sessions"; decision 131). The token hash stays the key
-- and is never shown: each session gets a public random id to name it in the list and in revoke.
ALTER TABLE sessions ADD COLUMN public_id TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;  -- epoch seconds; written at most every 5 minutes
ALTER TABLE sessions ADD COLUMN user_agent TEXT;       -- as sent at sign-in, cut to 512 characters
ALTER TABLE sessions ADD COLUMN country TEXT;          -- ISO 3166-1 alpha-2 at sign-in, or NULL
ALTER TABLE sessions ADD COLUMN locale TEXT;           -- the site language at sign-in (the notice mail's)
UPDATE sessions SET public_id = lower(hex(randomblob(16))), last_seen_at = created_at WHERE public_id IS NULL;
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);

-- The browser + OS + country combinations an account has signed in from: a sign-in from one not
-- seen before sends the owner a notice. The primary key makes "first time" one INSERT.
CREATE TABLE session_browsers (
  user_id INTEGER NOT NULL REFERENCES users (id),
  browser_key TEXT NOT NULL,          -- e.g. "Chrome|Windows|DE"
  first_seen_at INTEGER NOT NULL,
  noticed INTEGER NOT NULL DEFAULT 0, -- 1: its first sign-in sent the owner a notice
  PRIMARY KEY (user_id, browser_key)
);
