-- Referrals (issue 19, item 7; decision 121). An account's invite code is the `uid` of its invite
-- link (/?from=invite&uid=…, spec: invite_type 30001, invite_code from uid): random, so a link
-- names no account id.
CREATE TABLE invite_codes (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

-- Who invited whom: one row per invitee (PRIMARY KEY), recorded when the invitee starts a checkout
-- before any paid order of theirs. `rewarded_at` is set once, in the transaction that gives both
-- accounts their bonus days, after the invitee's first payment has outlived the money-back window
-- unrefunded. Times in milliseconds (billing's clock).
CREATE TABLE referrals (
  invitee_id INTEGER PRIMARY KEY REFERENCES users (id),
  inviter_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  rewarded_at INTEGER,
  CHECK (invitee_id <> inviter_id)
);
CREATE INDEX referrals_inviter ON referrals (inviter_id);
CREATE INDEX referrals_unrewarded ON referrals (rewarded_at);
