-- The embedded MMS API's accounts: users, sessions, verification codes, devices, bound IP,
-- rate-limit counters, the e-mail outbox and the development recaptcha stand-in's tokens.
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT UNIQUE,                  -- NULL for an anonymous account until set_password
  password_hash TEXT,                 -- versioned PBKDF2 record (src/backend/account/password.ts)
  country_code TEXT,
  vip_expire_at INTEGER NOT NULL DEFAULT 0,  -- epoch seconds; VIP while in the future
  created_at INTEGER NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,        -- SHA-256 of the 256-bit token; the token itself is never stored
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoke_reason TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY,            -- e.g. login-ip:203.0.113.7
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
);

CREATE TABLE verifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  user_id INTEGER,                    -- NULL when the address has no account (no-enumeration)
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  verify_token_hash TEXT,             -- issued by /validate, spent by reset_password
  verify_token_expires_at INTEGER
);
CREATE INDEX verifications_email ON verifications (email, purpose);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  delivery TEXT                       -- provider's answer, or 'sandbox' when only kept here
);

CREATE TABLE devices (
  user_id INTEGER NOT NULL REFERENCES users (id),
  app_type INTEGER NOT NULL,
  device_user_id TEXT NOT NULL,
  device_name TEXT NOT NULL,
  os_name TEXT NOT NULL,
  last_active INTEGER NOT NULL,
  PRIMARY KEY (user_id, app_type, device_user_id)
);

CREATE TABLE bound_ips (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  ip TEXT NOT NULL,
  bound_at INTEGER NOT NULL
);

CREATE TABLE recaptcha_dev_tokens (
  token_hash TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  action TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
