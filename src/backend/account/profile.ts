import { API_ERRORS } from "../../api/codes";
import type { geoInfo, profile } from "../../api/contract/account";
import { countryName } from "../../i18n/format";
import { billingNow } from "../billing/clock";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { twoFactorStatus } from "./two-factor/store";
import { userById, vipOf } from "./users";

export const profileHandler: Handler<typeof profile> = async (req) => {
  const user = await userById(req.env.DB, sessionOf(req).userId);
  if (!user) return fail(API_ERRORS.sessionUnknown);
  return ok({
    user_id: user.id,
    email: user.email,
    is_password_set: user.password_hash ? 1 : 0,
    // Billing's clock: in the sandbox, VIP time counts down on the same (movable) clock that
    // grants, renews and refunds it, so an advance neither shows phantom time nor hides a refund.
    vip: vipOf(user, await billingNow(req.env.DB, req.environment, req.nowMs)),
    two_factor: await twoFactorStatus(req.env.DB, user.id),
  });
};

/** The caller as Cloudflare sees them; the country is its English name (as the MMS API gives it). */
export const geoInfoHandler: Handler<typeof geoInfo> = async (req) =>
  ok({
    user_ip: req.ip ?? "",
    country: req.country ? countryName(req.country, "en") : "",
    country_code: req.country ?? "",
  });
