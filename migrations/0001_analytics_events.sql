-- Analytics ingest of the embedded MMS API: one row per event of an envelope.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  user_id TEXT,
  event_name TEXT NOT NULL,
  event_timestamp INTEGER NOT NULL,
  front_id TEXT,
  language TEXT,
  country_code TEXT,
  payload TEXT NOT NULL
);
CREATE INDEX analytics_events_name_time ON analytics_events (event_name, event_timestamp);
