import { API_ERRORS } from "../../api/codes";
import type { userIpBind, userIpQuery, userIpRemove } from "../../api/contract/account";
import { countryName } from "../../i18n/format";
import { epochSeconds } from "../../shared/epoch";
import { countryIsBlocked } from "../../shared/validation";
import { fail, type Handler, ok, sessionOf } from "../handler";

async function boundIp(db: D1Database, userId: number) {
  const row = await db
    .prepare("SELECT ip, bound_at FROM bound_ips WHERE user_id = ?")
    .bind(userId)
    .first<{ ip: string; bound_at: number }>();
  // Stored in epoch ms (decision 174); the answer says epoch seconds.
  return row ? { ip: row.ip, bound_at: epochSeconds(row.bound_at) } : { ip: null, bound_at: 0 };
}

export const userIpQueryHandler: Handler<typeof userIpQuery> = async (req) =>
  ok(await boundIp(req.env.DB, sessionOf(req).userId));

/**
 * Binds one address (IPv4 or IPv6), replacing any earlier one. Spec section 5: refused when the
 * caller's country (its English name, as geo_info gives it) contains "china".
 */
export const userIpBindHandler: Handler<typeof userIpBind> = async (req) => {
  if (req.country && countryIsBlocked(countryName(req.country, "en"))) return fail(API_ERRORS.countryBlocked);
  const userId = sessionOf(req).userId;
  await req.env.DB.prepare(
    `INSERT INTO bound_ips (user_id, ip, bound_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET ip = excluded.ip, bound_at = excluded.bound_at`,
  )
    .bind(userId, req.input.ip.toLowerCase(), req.nowMs)
    .run();
  return ok({ ip: req.input.ip.toLowerCase(), bound_at: epochSeconds(req.nowMs) });
};

export const userIpRemoveHandler: Handler<typeof userIpRemove> = async (req) => {
  await req.env.DB.prepare("DELETE FROM bound_ips WHERE user_id = ?").bind(sessionOf(req).userId).run();
  return ok({});
};
