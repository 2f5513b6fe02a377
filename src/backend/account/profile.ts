import { API_ERRORS } from "../../api/codes";
import type { geoInfo, profile } from "../../api/contract/account";
import { countryName } from "../../i18n/format";
import { billingNow } from "../billing/clock";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { type TwoFactorStatusRow, twoFactorStatusOf, twoFactorStatusQuery } from "./two-factor/store";
import { type UserRow, userByIdQuery, vipOf } from "./users";

/** Every signed-in page asks for the profile (the header's account menu): one round trip to D1. */
export const profileHandler: Handler<typeof profile> = async (req) => {
  const db = req.env.DB;
  const { userId } = sessionOf(req);
  const [users, twoFactor] = await db.batch<UserRow | TwoFactorStatusRow>([
    userByIdQuery(db, userId),
    twoFactorStatusQuery(db, userId),
  ]);
  const user = users?.results[0] as UserRow | undefined;
  if (!user) return fail(API_ERRORS.sessionUnknown);
  return ok({
    user_id: user.id,
    email: user.email,
    is_password_set: user.password_hash ? 1 : 0,
    // Billing's clock: in the sandbox, VIP time counts down on the same (movable) clock that
    // grants, renews and refunds it, so an advance neither shows phantom time nor hides a refund.
    vip: vipOf(user, await billingNow(req.env.DB, req.environment, req.nowMs)),
    two_factor: twoFactorStatusOf(twoFactor?.results[0] as TwoFactorStatusRow | undefined),
  });
};

/** The caller as Cloudflare sees them; the country is its English name (as the MMS API gives it). */
export const geoInfoHandler: Handler<typeof geoInfo> = async (req) =>
  ok({
    user_ip: req.ip ?? "",
    country: req.country ? countryName(req.country, "en") : "",
    country_code: req.country ?? "",
  });
