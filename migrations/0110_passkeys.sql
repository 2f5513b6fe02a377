-- Passkeys (WebAuthn): sign-in without a password; decision 135.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,  -- what the account's list, rename and remove name
  credential_id TEXT NOT NULL UNIQUE,    -- base64url credential id the authenticator chose
  user_id INTEGER NOT NULL REFERENCES users (id),
  public_key TEXT NOT NULL,              -- base64url COSE public key
  counter INTEGER NOT NULL DEFAULT 0,    -- the authenticator's signature counter (0: it keeps none)
  transports TEXT NOT NULL DEFAULT '',   -- comma-separated hints for the browser ("internal,hybrid")
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER                   -- NULL until the first sign-in with it
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A challenge handed out with registration or sign-in options: five minutes, used once.
CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY,            -- base64url, as it comes back in clientDataJSON
  purpose TEXT NOT NULL,                 -- 'register' | 'login'
  user_id INTEGER REFERENCES users (id), -- the registering account; NULL for a sign-in
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
