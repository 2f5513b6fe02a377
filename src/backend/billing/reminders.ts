import type { Bindings } from "../../env";
import { formatDate, formatPrice } from "../../i18n/format";
import type { Environment } from "../../shared/environment";
import { deliverLater } from "../mail/outbox";
import type { Mail } from "../mail/provider";
import { billingTexts, localeOfReturnPath } from "./billing-texts";
import { linkSecret, renewalOffLink } from "./renewal-link";
import { REMINDER_MS } from "./subscription-state";

interface ReminderRow {
  id: number;
  current_period_end: number;
  renewal_cents: number;
  currency: string;
  email: string | null;
  return_path: string;
}

/**
 * Active, renewing subscriptions whose charge is at most 7 days away and not reminded yet. Outside
 * the sandbox only those a provider will really renew (with the provider's subscription id):
 * one-off checkouts of today's Stripe mode never charge again, so no mail may say they will.
 */
function dueReminders(db: D1Database, environment: Environment, nowMs: number): Promise<ReminderRow[]> {
  return db
    .prepare(
      `SELECT s.id, s.current_period_end, pp.renewal_cents, s.currency,
              COALESCE(u.email, o.email) AS email, o.return_path
         FROM subscriptions s
         JOIN users u ON u.id = s.user_id
         JOIN orders o ON o.id = s.order_id
         JOIN plan_prices pp ON pp.plan_id = s.plan_id AND pp.currency = s.currency
        WHERE s.status = 'active' AND s.auto_renew = 1
          AND s.current_period_end > ?1 AND s.current_period_end - ?2 <= ?1
          AND (?3 = 'sandbox' OR s.provider_ref IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM renewal_reminders r
                           WHERE r.subscription_id = s.id AND r.period_end = s.current_period_end)
        LIMIT 200`,
    )
    .bind(nowMs, REMINDER_MS, environment)
    .all<ReminderRow>()
    .then((r) => r.results);
}

/** The renewal reminder of one subscription, in the buyer's language (also rendered by the mails' locale test). */
export async function reminderMail(
  row: ReminderRow & { email: string },
  origin: string,
  secret: string | null,
): Promise<Mail> {
  const locale = localeOfReturnPath(row.return_path);
  const t = await billingTexts(locale);
  const date = formatDate(row.current_period_end, locale);
  const amount = formatPrice(row.renewal_cents / 100, row.currency, locale);
  const link = secret
    ? await renewalOffLink(
        origin,
        secret,
        { subscriptionId: row.id, periodEnd: row.current_period_end, expiresAt: row.current_period_end },
        locale,
      )
    : null;
  const stop = link ? t("reminder.stopLink", { link, date }) : t("reminder.stopInAccount", { date });
  return {
    to: row.email,
    subject: t("reminder.subject", { date }),
    text: `${t("reminder.body", { date, amount })}\n\n${stop}\n\n${t("reminder.signature")}`,
  };
}

/**
 * Queues the renewal reminder of each subscription once per period: the outbox row and the
 * renewal_reminders row (primary key subscription + period) go in one transaction, both guarded
 * by "not reminded yet", so overlapping job runs send it once.
 */
export async function sendReminders(
  env: Bindings,
  environment: Environment,
  nowMs: number,
  origin: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<number> {
  const db = env.DB;
  const secret = linkSecret(env, environment);
  let sent = 0;
  for (const row of await dueReminders(db, environment, nowMs)) {
    const notYet = `NOT EXISTS (SELECT 1 FROM renewal_reminders WHERE subscription_id = ?1 AND period_end = ?2)`;
    const mail = row.email ? await reminderMail({ ...row, email: row.email }, origin, secret) : null;
    const statements = [];
    if (mail) {
      statements.push(
        db
          .prepare(
            `INSERT INTO outbox (to_address, subject, body, created_at, kind)
             SELECT ?3, ?4, ?5, ?6, 'reminder' WHERE ${notYet} RETURNING id`,
          )
          .bind(row.id, row.current_period_end, mail.to, mail.subject, mail.text, Math.floor(nowMs / 1000)),
      );
    }
    // Also without an address: the period counts as reminded, nothing to retry.
    statements.push(
      db
        .prepare(
          `INSERT INTO renewal_reminders (subscription_id, period_end, created_at) VALUES (?1, ?2, ?3)
           ON CONFLICT DO NOTHING`,
        )
        .bind(row.id, row.current_period_end, nowMs),
    );
    const [first] = await db.batch<{ id: number }>(statements);
    const outboxId = mail ? first?.results[0]?.id : undefined;
    if (mail && outboxId !== undefined) {
      deliverLater({ env, waitUntil }, outboxId, mail);
      sent++;
    }
  }
  return sent;
}
