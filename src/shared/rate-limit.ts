import { epochSeconds, SECOND_MS } from "./epoch";

/**
 * Fixed-window counters in D1 (never KV: KV is eventually consistent and would let a burst
 * through). One upsert per hit, atomic in SQLite.
 */
export interface Limit {
  /** Bucket family, e.g. "login-ip". */
  name: string;
  max: number;
  windowSeconds: number;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfter: number };

export async function hit(db: D1Database, limit: Limit, key: string, nowMs: number): Promise<LimitResult> {
  const now = epochSeconds(nowMs);
  const windowStart = now - (now % limit.windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN window_start = ?2 THEN hits + 1 ELSE 1 END,
         window_start = ?2
       RETURNING hits`,
    )
    // Stored as every time in D1: epoch ms (decision 174).
    .bind(`${limit.name}:${key}`, windowStart * SECOND_MS)
    .first<{ hits: number }>();
  if ((row?.hits ?? 0) <= limit.max) return { allowed: true };
  return { allowed: false, retryAfter: windowStart + limit.windowSeconds - now };
}

/** Checks several limits; the first exceeded one decides (every counter still counts the hit). */
export async function hitAll(
  db: D1Database,
  checks: readonly (readonly [Limit, string])[],
  nowMs: number,
): Promise<LimitResult> {
  const results = await Promise.all(checks.map(([limit, key]) => hit(db, limit, key, nowMs)));
  return results.find((r) => !r.allowed) ?? { allowed: true };
}
