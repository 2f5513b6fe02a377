import { API_ERRORS } from "../../api/codes";
import type { geoInfo, profile } from "../../api/contract/account";
import { countryName } from "../../i18n/format";
import { billingNow } from "../billing/clock";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { type TwoFactorStatusRow, twoFactorStatusOf, twoFactorStatusQuery } from "./two-factor/store";
import { type UserRow, userByIdQuery, vipOf } from "./users";

/** The account's row and 2FA status, when the session check did not bring them: one round trip. */
async function accountOf(db: D1Database, userId: number) {
  const [users, twoFactor] = await db.batch<UserRow | TwoFactorStatusRow>([
    userByIdQuery(db, userId),
    twoFactorStatusQuery(db, userId),
  ]);
  return {
    user: users?.results[0] as UserRow | undefined,
    twoFactor: twoFactor?.results[0] as TwoFactorStatusRow | undefined,
  };
}

/**
 * Every signed-in page asks for the profile (the header's account menu). The session check read
 * it in the same statement (decision 190), so it costs no round trip of its own.
 */
export const profileHandler: Handler<typeof profile> = async (req) => {
  const session = sessionOf(req);
  const { user, twoFactor } = session.account ?? (await accountOf(req.env.DB, session.userId));
  if (!user) return fail(API_ERRORS.sessionUnknown);
  return ok({
    user_id: user.id,
    email: user.email,
    is_password_set: user.password_hash ? 1 : 0,
    // Billing's clock: in the sandbox, VIP time counts down on the same (movable) clock that
    // grants, renews and refunds it, so an advance neither shows phantom time nor hides a refund.
    vip: vipOf(user, await billingNow(req.env.DB, req.environment, req.nowMs)),
    two_factor: twoFactorStatusOf(twoFactor),
  });
};

/** The caller as Cloudflare sees them; the country is its English name (as the MMS API gives it). */
export const geoInfoHandler: Handler<typeof geoInfo> = async (req) =>
  ok({
    user_ip: req.ip ?? "",
    country: req.country ? countryName(req.country, "en") : "",
    country_code: req.country ?? "",
  });
