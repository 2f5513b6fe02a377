import type { Passkey } from "../../../api/contract/account";
import { epochSeconds, epochSecondsOrNull } from "../../../shared/epoch";

/** Passkeys one account may hold; more is a forgotten key nobody will remove. */
export const PASSKEY_LIMIT = 20;

export interface StoredCredential {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  name: string;
}

/** A stored passkey's row: its times in epoch ms (decision 174). */
type PasskeyRow = Passkey;

/** The answer's passkey: its times in epoch seconds (docs/api.md), converted here only. */
const passkeyAnswer = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: epochSeconds(row.created_at),
  last_used_at: epochSecondsOrNull(row.last_used_at),
});

export async function passkeysOf(db: D1Database, userId: number): Promise<Passkey[]> {
  const { results } = await db
    .prepare(
      "SELECT id, name, created_at, last_used_at FROM passkeys WHERE user_id = ? ORDER BY created_at, id",
    )
    .bind(userId)
    .all<PasskeyRow>();
  return results.map(passkeyAnswer);
}

export async function credentialIdsOf(db: D1Database, userId: number) {
  const { results } = await db
    .prepare("SELECT credential_id, transports FROM passkeys WHERE user_id = ?")
    .bind(userId)
    .all<{ credential_id: string; transports: string }>();
  return results.map((r) => ({ id: r.credential_id, transports: splitTransports(r.transports) }));
}

export const splitTransports = (text: string) => (text ? text.split(",") : []);

/**
 * Inserts the passkey while the account holds fewer than PASSKEY_LIMIT: the count is the
 * statement's own condition and the credential id is UNIQUE, so neither a burst of registrations
 * nor the same key twice gets past it. Null when refused; `existing` tells which rule refused.
 */
export async function insertPasskey(
  db: D1Database,
  passkey: NewPasskey,
  nowMs: number,
): Promise<{ ok: true; passkey: Passkey } | { ok: false; reason: "duplicate" | "limit" }> {
  const row = await db
    .prepare(
      `INSERT INTO passkeys (credential_id, user_id, public_key, counter, transports, name, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
        WHERE (SELECT count(*) FROM passkeys WHERE user_id = ?2) < ?8
       ON CONFLICT (credential_id) DO NOTHING
       RETURNING id, name, created_at, last_used_at`,
    )
    .bind(
      passkey.credentialId,
      passkey.userId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports.join(","),
      passkey.name,
      nowMs,
      PASSKEY_LIMIT,
    )
    .first<PasskeyRow>();
  if (row) return { ok: true, passkey: passkeyAnswer(row) };
  const taken = await db
    .prepare("SELECT 1 FROM passkeys WHERE credential_id = ?")
    .bind(passkey.credentialId)
    .first();
  return { ok: false, reason: taken ? "duplicate" : "limit" };
}

export async function credentialById(db: D1Database, credentialId: string) {
  return db
    .prepare(
      "SELECT id, user_id, credential_id, public_key, counter, transports FROM passkeys WHERE credential_id = ?",
    )
    .bind(credentialId)
    .first<StoredCredential>();
}

/**
 * Records a sign-in with the authenticator's new counter, only if the counter still moves forward
 * (or the authenticator keeps none: both 0). Two sign-ins racing with one counter value, as a
 * cloned key would make, cannot both pass. Returns the account, or null when refused.
 */
export async function recordUse(
  db: D1Database,
  passkeyId: number,
  newCounter: number,
  nowMs: number,
): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE passkeys SET counter = ?2, last_used_at = ?3
        WHERE id = ?1 AND ((?2 = 0 AND counter = 0) OR ?2 > counter)
        RETURNING user_id`,
    )
    .bind(passkeyId, newCounter, nowMs)
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/** Both only touch the caller's own passkey: another account's id changes nothing. */
export async function renamePasskey(db: D1Database, userId: number, id: number, name: string) {
  const result = await db
    .prepare("UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?")
    .bind(name, id, userId)
    .run();
  return result.meta.changes > 0;
}

export async function removePasskey(db: D1Database, userId: number, id: number) {
  const result = await db.prepare("DELETE FROM passkeys WHERE id = ? AND user_id = ?").bind(id, userId).run();
  return result.meta.changes > 0;
}
