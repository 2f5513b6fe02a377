import type { AnalyticsEnvelope } from "../../api/analytics";

/** The embedded MMS API's analytics ingest: one row per event, the full event kept as JSON. */
export async function ingestEvents(
  db: D1Database,
  envelope: AnalyticsEnvelope,
  now = Date.now(),
): Promise<void> {
  const insert = db.prepare(
    `INSERT INTO analytics_events
       (received_at, user_id, event_name, event_timestamp, front_id, language, country_code, payload)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  await db.batch(
    envelope.events.map((event) =>
      insert.bind(
        now,
        envelope.user_id,
        event.event_name,
        event.event_timestamp,
        event.front_id,
        event.language,
        event.country_code,
        JSON.stringify(event),
      ),
    ),
  );
}
