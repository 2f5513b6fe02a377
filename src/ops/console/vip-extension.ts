import { DAY_MS } from "../../shared/epoch";
import * as z from "../../shared/zod";
import { type ActionResult, done, refused } from "./action-result";

/** At most ten years at once: a typo in the days never hands out a lifetime. */
export const MAX_EXTENSION_DAYS = 3650;

export const vipExtensionForm = z.object({
  user_id: z.coerce.number().check(z.int(), z.positive("an account id")),
  days: z.coerce
    .number()
    .check(
      z.int("whole days"),
      z.gte(1, "at least 1 day"),
      z.lte(MAX_EXTENSION_DAYS, `at most ${MAX_EXTENSION_DAYS} days`),
    ),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, "a reason the next operator understands"), z.maxLength(500)),
});

export type VipExtension = z.infer<typeof vipExtensionForm>;

/**
 * Adds VIP days to an account: from now when its time has run out, else from its end. One
 * conditional UPDATE does it; the audit row is written first in the same batch from the same
 * row (before, and the after the UPDATE will produce), so the record and the change agree.
 */
export async function extendVip(
  db: D1Database,
  actor: string,
  { user_id, days, reason }: VipExtension,
  nowMs: number,
): Promise<ActionResult> {
  const durationMs = days * DAY_MS;
  const [, update] = await db.batch([
    db
      .prepare(
        `INSERT INTO ops_audit (actor, action, target, before_json, after_json, at)
         SELECT ?1, 'extend-vip', 'user:' || id, json_object('vip_expire_at', vip_expire_at),
                json_object('vip_expire_at', MAX(vip_expire_at, ?2) + ?3, 'days', ?4, 'reason', ?5), ?6
           FROM users WHERE id = ?7`,
      )
      .bind(actor, nowMs, durationMs, days, reason, nowMs, user_id),
    db
      .prepare(
        "UPDATE users SET vip_expire_at = MAX(vip_expire_at, ?1) + ?2 WHERE id = ?3 RETURNING vip_expire_at",
      )
      .bind(nowMs, durationMs, user_id),
  ]);
  const row = update?.results[0] as { vip_expire_at: number } | undefined;
  if (!row) return refused(404, `No account ${user_id}.`);
  return done(`Account ${user_id}: VIP until ${new Date(row.vip_expire_at).toISOString()}.`);
}
