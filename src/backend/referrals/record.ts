/**
 * Records who invited a buyer, once per invitee (referrals.invitee_id PRIMARY KEY): only a known
 * code of another account, and only before the invitee's first paid order, so a link opened after
 * a purchase claims nothing. One statement; a second invitation, a replay or a race changes nothing.
 * Answers whether this call recorded it.
 */
export async function recordReferral(
  db: D1Database,
  inviteeId: number,
  inviteCode: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO referrals (invitee_id, inviter_id, created_at)
       SELECT ?1, user_id, ?3 FROM invite_codes
        WHERE code = ?2 AND user_id <> ?1
          AND NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ?1 AND status = 'paid')`,
    )
    .bind(inviteeId, inviteCode, nowMs)
    .run();
  return result.meta.changes > 0;
}
