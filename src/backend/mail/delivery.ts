import { DAY_MS, MINUTE_MS } from "../../shared/epoch";

/**
 * What a send's outcome means for the outbox row (migration 0085). A mail counts as sent only when
 * the provider accepted it (2xx); a network error, a timeout, 5xx, 408 or 429 leave it unsent for
 * the Cron job to retry (src/backend/mail/retry.ts); any other answer (the provider refusing this
 * mail, e.g. a malformed address) will not change by retrying, so the row is closed as given up.
 */
export const MAIL_RETRY = {
  /** Tries in all, the first one included; about a day of backoff in total. */
  maxAttempts: 8,
  /** The wait after the n-th failed try is base × 2^(n-1): 5, 10, 20 … minutes. */
  backoffBaseMs: 5 * MINUTE_MS,
  /** A mail not handed over this long after it was queued (its first try still running) is due. */
  firstTryGraceMs: 10 * MINUTE_MS,
  /** Mails older than this are not tried again: a code or reminder that late would mislead. */
  maxAgeMs: 3 * DAY_MS,
} as const;

export type DeliveryOutcome = "sent" | "retry" | "give-up";

export function deliveryOutcome(delivery: string): DeliveryOutcome {
  const status = Number(delivery);
  if (!Number.isInteger(status)) return "retry";
  if (status >= 200 && status < 300) return "sent";
  if (status >= 500 || status === 408 || status === 429) return "retry";
  return "give-up";
}

/**
 * Records one try. A retry's wait was already set when the try was claimed (`claimed`); the first
 * try, made right after queueing, sets its own. Each is one guarded statement on the row.
 */
export function recordDelivery(
  db: D1Database,
  id: number,
  delivery: string,
  nowMs: number,
  claimed: boolean,
): D1PreparedStatement {
  const outcome = deliveryOutcome(delivery);
  if (outcome === "sent")
    return db
      .prepare("UPDATE outbox SET sent_at = ?, delivery = ? WHERE id = ? AND sent_at IS NULL")
      .bind(nowMs, delivery, id);
  if (outcome === "give-up")
    return db
      .prepare("UPDATE outbox SET delivery = ?, attempts = ? WHERE id = ? AND sent_at IS NULL")
      .bind(delivery, MAIL_RETRY.maxAttempts, id);
  if (claimed)
    return db.prepare("UPDATE outbox SET delivery = ? WHERE id = ? AND sent_at IS NULL").bind(delivery, id);
  return db
    .prepare(
      `UPDATE outbox SET delivery = ?, attempts = attempts + 1, next_attempt_at = ?
        WHERE id = ? AND sent_at IS NULL`,
    )
    .bind(delivery, nowMs + MAIL_RETRY.backoffBaseMs, id);
}
