-- Contact form messages of the embedded MMS API (POST /api/mms/report/v1/contact_us).
-- No IP address is kept with a message: the rate limit has its own short-lived table.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  language TEXT,
  topic TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL
);
CREATE INDEX contact_messages_created ON contact_messages (created_at);

-- One row per accepted message, keyed by a hash of the sender's IP; rows older than the
-- rate-limit window are deleted on the next write.
CREATE TABLE contact_rate_hits (
  client_key TEXT NOT NULL,
  hit_at INTEGER NOT NULL
);
CREATE INDEX contact_rate_hits_client_time ON contact_rate_hits (client_key, hit_at);
