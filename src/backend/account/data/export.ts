import type { accountExport } from "../../../api/contract/account";
import { epochSeconds } from "../../../shared/epoch";
import { type Handler, ok } from "../../handler";
import type { UserRow } from "../users";
import { limitedUser } from "./limited-user";

/** Rows of analytics are many and say little: the newest ones are enough to show what is kept. */
const ANALYTICS_ROWS = 1000;

/**
 * D1 keeps every time in epoch ms (decision 174); the export keeps the units it has always shown:
 * these columns in epoch seconds (as before the migration), the billing ones in ms. One SQL
 * expression per such column, so a section reads `${seconds("created_at")}`.
 */
const seconds = (column: string) => `${column} / 1000 AS ${column}`;

/** One section's query: the account's rows, never a secret (token, password or code hashes). */
type Query = (db: D1Database, user: UserRow, tokenHash: string) => D1PreparedStatement;

/**
 * The export's sections, in order. Each key is a section named in account-tables.ts; its query
 * picks the columns a person may see, so a hash or a 2FA secret never reaches the file.
 */
const SECTIONS: Record<string, Query> = {
  sessions: (db, user, tokenHash) =>
    db
      .prepare(
        `SELECT ${seconds("created_at")}, ${seconds("expires_at")}, ${seconds("last_seen_at")},
                ${seconds("revoked_at")}, revoke_reason, user_agent, country, token_hash = ? AS current
           FROM sessions WHERE user_id = ? ORDER BY created_at`,
      )
      .bind(tokenHash, user.id),
  sign_in_browsers: (db, user) =>
    db
      .prepare(
        `SELECT browser_key, ${seconds("first_seen_at")} FROM session_browsers WHERE user_id = ? ORDER BY first_seen_at`,
      )
      .bind(user.id),
  devices: (db, user) =>
    db
      .prepare(
        `SELECT app_type, device_user_id, device_name, os_name, ${seconds("last_active")} FROM devices WHERE user_id = ?`,
      )
      .bind(user.id),
  bound_ip: (db, user) =>
    db.prepare(`SELECT ip, ${seconds("bound_at")} FROM bound_ips WHERE user_id = ?`).bind(user.id),
  orders: (db, user) =>
    db
      .prepare(
        `SELECT id, kind, provider, plan_id, currency, amount_cents, status, email, created_at,
                updated_at, period_end, refunded_at
           FROM orders WHERE user_id = ? ORDER BY created_at`,
      )
      .bind(user.id),
  subscriptions: (db, user) =>
    db
      .prepare(
        `SELECT order_id AS subscription_id, plan_id, status, auto_renew, current_period_start,
                current_period_end, next_renewal_at, renewal_amount_cents, currency, provider, created_at
           FROM subscriptions WHERE user_id = ? ORDER BY created_at`,
      )
      .bind(user.id),
  trial: (db, user) =>
    db.prepare("SELECT order_id, claimed_at FROM trial_claims WHERE user_id = ?").bind(user.id),
  referral: (db, user) =>
    db
      .prepare(
        `SELECT (SELECT code FROM invite_codes WHERE user_id = ?1) AS invite_code,
                (SELECT COUNT(*) FROM referrals WHERE inviter_id = ?1) AS friends_invited,
                (SELECT COUNT(*) FROM referrals WHERE invitee_id = ?1) AS joined_through_invite`,
      )
      .bind(user.id),
  two_factor: (db, user) =>
    db
      .prepare(
        `SELECT ${seconds("enabled_at")}, ${seconds("created_at")},
                (SELECT COUNT(*) FROM two_factor_recovery_codes r
                  WHERE r.user_id = t.user_id AND r.used_at IS NULL) AS recovery_codes_left
           FROM two_factor t WHERE user_id = ?`,
      )
      .bind(user.id),
  // Names and dates only: the public key and the credential id stay out of the file.
  passkeys: (db, user) =>
    db
      .prepare(
        `SELECT name, ${seconds("created_at")}, ${seconds("last_used_at")} FROM passkeys WHERE user_id = ? ORDER BY id`,
      )
      .bind(user.id),
  verifications: (db, user) =>
    db
      .prepare(
        `SELECT purpose, ${seconds("created_at")}, ${seconds("expires_at")}, ${seconds("used_at")} FROM verifications
          WHERE user_id = ? OR email = ? ORDER BY id`,
      )
      .bind(user.id, user.email),
  email_changes: (db, user) =>
    db
      .prepare(
        `SELECT old_email, new_email, ${seconds("created_at")}, ${seconds("confirmed_at")}, ${seconds("undone_at")}
           FROM email_changes
          WHERE user_id = ? ORDER BY id`,
      )
      .bind(user.id),
  mails: (db, user) =>
    db
      .prepare(
        `SELECT subject, kind, ${seconds("created_at")}, ${seconds("sent_at")} FROM outbox WHERE to_address = ? ORDER BY id`,
      )
      .bind(user.email),
  contact_messages: (db, user) =>
    db
      .prepare(
        "SELECT reference, created_at, topic, name, message FROM contact_messages WHERE email = ? ORDER BY id",
      )
      .bind(user.email),
  analytics_events: (db, user) =>
    db
      .prepare(
        `SELECT event_name, event_timestamp, language, country_code FROM analytics_events
          WHERE user_id = ? ORDER BY id DESC LIMIT ?`,
      )
      .bind(String(user.id), ANALYTICS_ROWS),
};

/** Sections that are one record (or none) rather than a list. */
const SINGLE = new Set(["bound_ip", "trial", "referral", "two_factor"]);

/** Everything held about an account, as the export file shows it. */
export async function accountData(db: D1Database, user: UserRow, tokenHash: string, nowMs: number) {
  const names = Object.keys(SECTIONS);
  const results = await db.batch<Record<string, unknown>>(
    names.map((name) => (SECTIONS[name] as Query)(db, user, tokenHash)),
  );
  const sections = Object.fromEntries(
    names.map((name, i) => {
      const rows = results[i]?.results ?? [];
      return [name, SINGLE.has(name) ? (rows[0] ?? null) : rows];
    }),
  );
  const twoFactor = sections.two_factor as { enabled_at: number | null } | null;
  return {
    exported_at: new Date(nowMs).toISOString(),
    account: {
      user_id: user.id,
      email: user.email,
      password_set: user.password_hash !== null,
      country_code: user.country_code,
      vip_expire_at: epochSeconds(user.vip_expire_at),
      created_at: epochSeconds(user.created_at),
    },
    ...sections,
    two_factor: { enabled: Boolean(twoFactor?.enabled_at), ...(twoFactor ?? {}) },
    // The cookie banner's choice lives in the visitor's browser only (the consent cookie).
    consents: { kept_on_server: false, cookie_choice: "kept in your browser's consent cookie only" },
  };
}

/** GET export: the signed-in account's data (no password asked: the session may read it). */
export const accountExportHandler: Handler<typeof accountExport> = async (req) => {
  const caller = await limitedUser(req);
  if ("refused" in caller) return caller.refused;
  return ok(await accountData(req.env.DB, caller.user, caller.session.tokenHash, req.nowMs));
};
