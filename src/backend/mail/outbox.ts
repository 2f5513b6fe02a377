import type { BackendContext } from "../handler";
import { recordDelivery } from "./delivery";
import { type Mail, mailProvider } from "./provider";

/** An outbox row; its times are epoch ms (decision 174). */
export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: number;
  sent_at: number | null;
  delivery: string | null;
  kind: string | null;
  dedupe_key: string | null;
  attempts: number;
  next_attempt_at: number | null;
}

export function outboxInsert(db: D1Database, mail: Mail, nowMs: number) {
  return db
    .prepare("INSERT INTO outbox (to_address, subject, body, created_at) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(mail.to, mail.subject, mail.text, nowMs);
}

/**
 * A mail that must go out once: the UNIQUE dedupe key makes a second or concurrent insert a no-op
 * (no row returned), in one statement.
 */
export function outboxInsertOnce(db: D1Database, mail: Mail, nowMs: number, kind: string, dedupeKey: string) {
  return db
    .prepare(
      `INSERT INTO outbox (to_address, subject, body, created_at, kind, dedupe_key) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    )
    .bind(mail.to, mail.subject, mail.text, nowMs, kind, dedupeKey);
}

/**
 * Every mail is kept in the outbox first; with a provider configured it is then handed over after
 * the answer (so the caller's timing never depends on the provider). Without one (sandbox) it
 * stays in the outbox, where the sandbox outbox page shows it. A failed try stays unsent for the
 * Cron job to retry (retry.ts).
 */
export function deliverLater(ctx: Pick<BackendContext, "env" | "waitUntil">, id: number, mail: Mail): void {
  const send = mailProvider(ctx.env);
  if (!send) return;
  ctx.waitUntil(
    send(mail)
      .catch((error: unknown) => {
        console.error("mail: delivery failed", error);
        return "failed";
      })
      .then((delivery) => recordDelivery(ctx.env.DB, id, delivery, Date.now(), false).run()),
  );
}

export function latestOutbox(db: D1Database, limit = 50): Promise<OutboxRow[]> {
  return db
    .prepare("SELECT * FROM outbox ORDER BY id DESC LIMIT ?")
    .bind(limit)
    .all<OutboxRow>()
    .then((r) => r.results);
}
