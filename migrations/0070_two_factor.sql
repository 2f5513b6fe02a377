-- Two-factor sign-in (TOTP, RFC 6238) with single-use recovery codes; decision 100.
-- Its own tables, so the account's data export and deletion can include or erase them in one place.
CREATE TABLE two_factor (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  secret TEXT NOT NULL,               -- base32 TOTP secret (the authenticator app holds the same)
  enabled_at INTEGER,                 -- NULL while set up but not yet confirmed with a code
  last_step INTEGER NOT NULL DEFAULT 0,  -- the last accepted 30-second time step: no code twice
  recovery_salt TEXT,                 -- per-account salt of the recovery code hashes
  created_at INTEGER NOT NULL
);

CREATE TABLE two_factor_recovery_codes (
  user_id INTEGER NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,            -- SHA-256(salt ":" code), never the code itself
  used_at INTEGER,
  PRIMARY KEY (user_id, code_hash)
);

-- A password sign-in of a 2FA account waiting for its second factor: not a session.
CREATE TABLE two_factor_challenges (
  id_hash TEXT PRIMARY KEY,           -- SHA-256 of the challenge id the browser holds
  user_id INTEGER NOT NULL REFERENCES users (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX two_factor_challenges_user ON two_factor_challenges (user_id);
