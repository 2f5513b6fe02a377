import { renewalOffStatement } from "../../billing/auto-renew";
import { eraseTwoFactor } from "../two-factor/store";
import type { UserRow } from "../users";

/** A subscription that still renews: deletion turns it off (at its provider first). */
export interface RenewingSubscription {
  order_id: string;
  provider: string;
  provider_ref: string | null;
}

export async function renewingSubscriptions(db: D1Database, userId: number): Promise<RenewingSubscription[]> {
  const { results } = await db
    .prepare(
      `SELECT order_id, provider, provider_ref FROM subscriptions
        WHERE user_id = ? AND status IN ('active', 'past_due')`,
    )
    .bind(userId)
    .all<RenewingSubscription>();
  return results;
}

/**
 * Every statement of an account's deletion, for ONE batch (one transaction: all or nothing). What
 * each table keeps is account-tables.ts's `erasure`; the users row stays as an id without data,
 * because orders and subscriptions (kept for accounting) reference it.
 */
export function eraseAccount(
  db: D1Database,
  user: UserRow,
  renewing: readonly RenewingSubscription[],
  billingNowMs: number,
  nowMs: number,
): D1PreparedStatement[] {
  const id = user.id;
  const email = user.email ?? "";
  const byUser = (table: string) => db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).bind(id);
  return [
    ...renewing.map((s) => renewalOffStatement(db, id, s.order_id, billingNowMs)),
    db
      .prepare(
        `UPDATE orders SET email = NULL, affiliate = NULL,
                country_code = coalesce(country_code, (SELECT country_code FROM users WHERE id = ?1))
          WHERE user_id = ?1`,
      )
      .bind(id),
    db.prepare("UPDATE trial_claims SET email = NULL WHERE user_id = ?").bind(id),
    db.prepare("UPDATE analytics_events SET user_id = NULL WHERE user_id = ?").bind(String(id)),
    db.prepare("DELETE FROM outbox WHERE to_address = ?").bind(email),
    db.prepare("DELETE FROM contact_messages WHERE email = ?").bind(email),
    db.prepare("DELETE FROM verifications WHERE user_id = ? OR email = ?").bind(id, email),
    db
      .prepare("DELETE FROM email_changes WHERE user_id = ?1 OR new_email = ?2 OR old_email = ?2")
      .bind(id, email),
    // Counters keyed by the address (e.g. verification-email:<address>) name it too.
    db.prepare("DELETE FROM rate_limits WHERE substr(bucket, instr(bucket, ':') + 1) = ?").bind(email),
    ...eraseTwoFactor(db, id),
    ...[
      "devices",
      "bound_ips",
      "invite_codes",
      "email_case_duplicates",
      "passkeys",
      "webauthn_challenges",
      "session_browsers",
      "sessions",
    ].map(byUser),
    db
      .prepare(
        `UPDATE users SET email = NULL, password_hash = NULL, country_code = NULL, vip_expire_at = 0,
                deleted_at = ? WHERE id = ?`,
      )
      .bind(nowMs, id),
  ];
}
