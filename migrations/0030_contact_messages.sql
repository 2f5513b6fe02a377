-- Contact form messages of the embedded MMS API (POST /api/mms/report/v1/contact_us).
-- No IP address is kept with a message; the per-IP limit counts hashed keys in rate_limits.
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
