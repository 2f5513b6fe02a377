import { API_ERRORS } from "../../api/codes";
import type { anonymousSignup, login, logout } from "../../api/contract/account";
import { clientIpKey } from "../../shared/client-ip-key";
import { hitAll } from "../../shared/rate-limit";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { ACCOUNT_LIMITS } from "./limits";
import { verifyPassword } from "./password";
import { createSession, revokeSession } from "./sessions";
import { secondFactorRequired } from "./two-factor/sign-in";
import { enabledTwoFactorOf } from "./two-factor/store";
import { canonicalEmail, createAnonymousUser, userByEmail } from "./users";

/** An account with no e-mail yet; the gateway keeps its token in the HttpOnly cookie. */
export const anonymousSignupHandler: Handler<typeof anonymousSignup> = async (req) => {
  const limit = await hitAll(req.env.DB, [[ACCOUNT_LIMITS.signupPerIp, clientIpKey(req.ip)]], req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const userId = await createAnonymousUser(req.env.DB, req.country, req.nowMs);
  return ok({ token: await createSession(req, userId), user_id: userId });
};

/**
 * Unknown e-mail and wrong password answer alike, and take the same time (a decoy hash). With
 * 2FA on, the right password yields only a challenge for login/2fa, never a session.
 */
export const loginHandler: Handler<typeof login> = async (req) => {
  const { email, password } = req.input;
  const limit = await hitAll(
    req.env.DB,
    [
      [ACCOUNT_LIMITS.loginPerIp, clientIpKey(req.ip)],
      [ACCOUNT_LIMITS.loginPerAccount, canonicalEmail(email)],
    ],
    req.nowMs,
  );
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const user = await userByEmail(req.env.DB, email);
  const good = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !good) return fail(API_ERRORS.wrongCredentials);
  if (await enabledTwoFactorOf(req.env.DB, user.id))
    return secondFactorRequired(req.env.DB, user.id, req.nowMs);
  return ok({ token: await createSession(req, user.id), user_id: user.id });
};

export const logoutHandler: Handler<typeof logout> = async (req) => {
  await revokeSession(req.env.DB, sessionOf(req).tokenHash, "logout", req.nowMs).run();
  return ok({});
};
