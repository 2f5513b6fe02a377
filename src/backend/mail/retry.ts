import type { Bindings } from "../../env";
import { deliveryOutcome, MAIL_RETRY, recordDelivery } from "./delivery";
import { mailProvider } from "./provider";

interface UnsentRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

/**
 * Claims the unsent mails that are due, in one statement: each claimed row's next try moves
 * into the future (its backoff) and its attempts go up before anything is sent, so an overlapping
 * run finds nothing to claim and no mail goes out twice from two runs.
 */
function claimDue(db: D1Database, nowMs: number): Promise<UnsentRow[]> {
  return db
    .prepare(
      `UPDATE outbox
          SET attempts = attempts + 1,
              next_attempt_at = ?1 + ?2 * (1 << MIN(attempts, 16))
        WHERE id IN (SELECT id FROM outbox
                      WHERE sent_at IS NULL AND attempts < ?3 AND created_at > ?1 - ?4
                        AND COALESCE(next_attempt_at, created_at + ?5) <= ?1
                      ORDER BY id LIMIT 20)
       RETURNING id, to_address, subject, body`,
    )
    .bind(
      nowMs,
      MAIL_RETRY.backoffBaseMs,
      MAIL_RETRY.maxAttempts,
      MAIL_RETRY.maxAgeMs,
      MAIL_RETRY.firstTryGraceMs,
    )
    .all<UnsentRow>()
    .then((r) => r.results);
}

/**
 * The Cron job's retry of mails the provider has not accepted yet (failed or never handed over).
 * Without a configured provider (sandbox) mails stay in the outbox and nothing is tried.
 * Returns how many went out.
 */
export async function retryUnsentMail(env: Bindings, realNowMs: number): Promise<number> {
  const send = mailProvider(env);
  if (!send) return 0;
  let sent = 0;
  for (const row of await claimDue(env.DB, realNowMs)) {
    const delivery = await send({ to: row.to_address, subject: row.subject, text: row.body }).catch(
      (error: unknown) => {
        console.error("mail: retry failed", error);
        return "failed";
      },
    );
    const recorded = await recordDelivery(env.DB, row.id, delivery, realNowMs, true).run();
    if (recorded.meta.changes > 0 && deliveryOutcome(delivery) === "sent") sent++;
  }
  return sent;
}
