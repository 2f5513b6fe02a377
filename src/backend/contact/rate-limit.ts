/** At most this many messages per sender IP in a sliding window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * A sender's key: a SHA-256 of the IP, so the table never holds an address in clear. Requests
 * without an IP (local runs) share one key.
 */
export async function clientKeyOf(ip: string | null): Promise<string> {
  if (!ip) return "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`contact:${ip}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one slot of the sender's window, atomically: the insert happens only while fewer than
 * `max` hits are in the window, so two parallel posts cannot both take the last slot.
 */
export async function takeContactSlot(db: D1Database, clientKey: string, now: number): Promise<RateDecision> {
  const since = now - CONTACT_RATE_LIMIT.windowMs;
  const [, insert] = await db.batch([
    db.prepare("DELETE FROM contact_rate_hits WHERE hit_at <= ?").bind(since),
    db
      .prepare(
        `INSERT INTO contact_rate_hits (client_key, hit_at)
         SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM contact_rate_hits WHERE client_key = ?1 AND hit_at > ?3) < ?4`,
      )
      .bind(clientKey, now, since, CONTACT_RATE_LIMIT.max),
  ]);
  if ((insert?.meta.changes ?? 0) > 0) return { allowed: true };
  const oldest = await db
    .prepare("SELECT MIN(hit_at) AS oldest FROM contact_rate_hits WHERE client_key = ? AND hit_at > ?")
    .bind(clientKey, since)
    .first<{ oldest: number | null }>();
  const freeAt = (oldest?.oldest ?? now) + CONTACT_RATE_LIMIT.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

/** Gives a slot back when the message it was taken for could not be stored. */
export async function releaseContactSlot(db: D1Database, clientKey: string, at: number): Promise<void> {
  await db
    .prepare(
      "DELETE FROM contact_rate_hits WHERE rowid = (SELECT rowid FROM contact_rate_hits WHERE client_key = ? AND hit_at = ? LIMIT 1)",
    )
    .bind(clientKey, at)
    .run();
}
