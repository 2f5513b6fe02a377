import { recordedMethodLabel } from "../../catalog/payment-methods";
import type { Bindings } from "../../env";
import { formatDate, formatMinorPrice } from "../../i18n/format";
import { localizedPath } from "../../i18n/locale-path";
import type { Environment } from "../../shared/environment";
import { deliverLater } from "../mail/outbox";
import type { Mail } from "../mail/provider";
import { billingTexts, localeOfReturnPath, methodTexts } from "./billing-texts";
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
  const amount = formatMinorPrice(row.renewal_cents, row.currency, locale);
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

interface PayNextRow {
  id: number;
  current_period_end: number;
  plan_id: number;
  method: string | null;
  email: string | null;
  return_path: string;
}

/**
 * Subscriptions paid with a one-off method (decision 167) whose period ends within 7 days, not
 * reminded yet, and not already followed by a later paid period (a buyer who paid the next
 * period early is not told to pay it again).
 */
function duePayNext(db: D1Database, nowMs: number): Promise<PayNextRow[]> {
  return db
    .prepare(
      `SELECT s.id, s.current_period_end, s.plan_id, o.method, COALESCE(u.email, o.email) AS email, o.return_path
         FROM subscriptions s
         JOIN users u ON u.id = s.user_id
         JOIN orders o ON o.id = s.order_id
        WHERE s.manual_renewal = 1 AND s.status = 'renewal_off'
          AND s.current_period_end > ?1 AND s.current_period_end - ?2 <= ?1
          AND NOT EXISTS (SELECT 1 FROM renewal_reminders r
                           WHERE r.subscription_id = s.id AND r.period_end = s.current_period_end)
          AND NOT EXISTS (SELECT 1 FROM subscriptions n
                           WHERE n.user_id = s.user_id AND n.id <> s.id
                             AND n.status IN ('active', 'renewal_off', 'past_due')
                             AND COALESCE(n.current_period_end, n.expires_at) > s.current_period_end)
        LIMIT 200`,
    )
    .bind(nowMs, REMINDER_MS)
    .all<PayNextRow>()
    .then((r) => r.results);
}

/** The "pay for the next period" mail of a one-off method's subscription, in the buyer's language. */
export async function payNextMail(row: PayNextRow & { email: string }, origin: string): Promise<Mail> {
  const locale = localeOfReturnPath(row.return_path);
  const t = await billingTexts(locale);
  const date = formatDate(row.current_period_end, locale);
  // Only a recorded one-off method makes a subscription manual (subscription-terms.ts).
  const method = recordedMethodLabel(row.method, await methodTexts(locale), String(row.method));
  const link = `${origin}${localizedPath(locale, `/pricing/checkout/${row.plan_id}`)}`;
  const body = t("payNext.body", { date, method });
  return {
    to: row.email,
    subject: t("payNext.subject", { date }),
    text: `${body}\n\n${t("payNext.link", { link })}\n\n${t("payNext.nothingCharged", { date })}\n\n${t("reminder.signature")}`,
  };
}

/**
 * Queues one reminder mail of a subscription's period: the outbox row and the renewal_reminders
 * row (primary key subscription + period) go in one transaction, both guarded by "not reminded
 * yet", so overlapping job runs send it once. Without an address the period still counts as
 * reminded: there is nothing to retry. True when a mail was queued.
 */
async function remindOnce(
  env: Bindings,
  subscriptionId: number,
  periodEnd: number,
  mail: Mail | null,
  nowMs: number,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<boolean> {
  const db = env.DB;
  const notYet = `NOT EXISTS (SELECT 1 FROM renewal_reminders WHERE subscription_id = ?1 AND period_end = ?2)`;
  const statements = [];
  if (mail) {
    statements.push(
      db
        .prepare(
          `INSERT INTO outbox (to_address, subject, body, created_at, kind)
           SELECT ?3, ?4, ?5, ?6, 'reminder' WHERE ${notYet} RETURNING id`,
        )
        .bind(subscriptionId, periodEnd, mail.to, mail.subject, mail.text, nowMs),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO renewal_reminders (subscription_id, period_end, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT DO NOTHING`,
      )
      .bind(subscriptionId, periodEnd, nowMs),
  );
  const [first] = await db.batch<{ id: number }>(statements);
  const outboxId = mail ? first?.results[0]?.id : undefined;
  if (!mail || outboxId === undefined) return false;
  deliverLater({ env, waitUntil }, outboxId, mail);
  return true;
}

/**
 * Queues, once per period, the renewal reminder of each renewing subscription and the "pay for
 * the next period" reminder of each one-off method's subscription.
 */
export async function sendReminders(
  env: Bindings,
  environment: Environment,
  nowMs: number,
  origin: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<number> {
  const secret = linkSecret(env, environment);
  let sent = 0;
  for (const row of await dueReminders(env.DB, environment, nowMs)) {
    const mail = row.email ? await reminderMail({ ...row, email: row.email }, origin, secret) : null;
    if (await remindOnce(env, row.id, row.current_period_end, mail, nowMs, waitUntil)) sent++;
  }
  for (const row of await duePayNext(env.DB, nowMs)) {
    const mail = row.email ? await payNextMail({ ...row, email: row.email }, origin) : null;
    if (await remindOnce(env, row.id, row.current_period_end, mail, nowMs, waitUntil)) sent++;
  }
  return sent;
}
