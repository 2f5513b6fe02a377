import { DAY_MS, SECOND_MS } from "../../shared/epoch";
import { ACCOUNT_LIMITS } from "../account/limits";
import { CONTACT_RATE_LIMIT } from "../contact/rate-limit";

const longestWindowMs =
  Math.max(
    CONTACT_RATE_LIMIT.windowSeconds,
    ...Object.values(ACCOUNT_LIMITS).map((limit) => limit.windowSeconds),
  ) * SECOND_MS;

/**
 * Deletes rows nobody can use any more: ended sessions, spent or expired codes and stand-in
 * tokens, and rate-limit windows long closed. Real time, never the sandbox clock: moving the
 * clock must not sign anyone out.
 */
export async function pruneExpired(db: D1Database, realNowMs: number): Promise<number> {
  const now = realNowMs;
  const results = await db.batch([
    db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now),
    db
      .prepare(
        `DELETE FROM verifications
          WHERE expires_at <= ?1 AND (verify_token_expires_at IS NULL OR verify_token_expires_at <= ?1)`,
      )
      .bind(now),
    db.prepare("DELETE FROM rate_limits WHERE window_start + ? <= ?").bind(longestWindowMs, now),
    db.prepare("DELETE FROM recaptcha_dev_tokens WHERE created_at + ? <= ?").bind(DAY_MS, now),
  ]);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}
