import type { Environment } from "../../shared/environment";
import { DAY_MS } from "../../shared/epoch";

/**
 * Billing's one "now". In the sandbox it is the real time plus the sandbox clock's offset
 * (POST /sandbox/clock, decision 091), so a year of renewals can be run in minutes; everywhere
 * else it is the real time and the offset is never read.
 */
export async function billingNow(
  db: D1Database,
  environment: Environment,
  realNowMs = Date.now(),
): Promise<number> {
  if (environment !== "sandbox") return realNowMs;
  const row = await db
    .prepare("SELECT offset_ms FROM sandbox_clock WHERE id = 1")
    .first<{ offset_ms: number }>();
  return realNowMs + (row?.offset_ms ?? 0);
}

export { DAY_MS } from "../../shared/epoch";

/** Moves the sandbox clock forward; one statement, so concurrent advances add up. */
export async function advanceSandboxClock(db: D1Database, days: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO sandbox_clock (id, offset_ms) VALUES (1, ?1)
       ON CONFLICT (id) DO UPDATE SET offset_ms = offset_ms + ?1
       RETURNING offset_ms`,
    )
    .bind(days * DAY_MS)
    .first<{ offset_ms: number }>();
  return row?.offset_ms ?? 0;
}
