import { API_ERRORS } from "../../../api/codes";
import type { loginPasskeyOptions, loginPasskeyVerify } from "../../../api/contract/account";
import { clientIpKey } from "../../../shared/client-ip-key";
import { hit } from "../../../shared/rate-limit";
import { fail, type Handler, ok } from "../../handler";
import { ACCOUNT_LIMITS } from "../limits";
import { createSession } from "../sessions";
import { consumeChallenge, storeChallenge, WEBAUTHN_CHALLENGE_TTL_MS } from "./challenges";
import { relyingPartyOf } from "./relying-party";
import { credentialById, recordUse } from "./store";
import { requestOptions, verifyAssertion } from "./webauthn";

/** Anonymous: any passkey of this site may answer (discoverable), so no e-mail is asked first. */
export const loginPasskeyOptionsHandler: Handler<typeof loginPasskeyOptions> = async (req) => {
  const limit = await hit(req.env.DB, ACCOUNT_LIMITS.passkeyOptionsPerIp, clientIpKey(req.ip), req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const options = requestOptions({
    rpId: relyingPartyOf(req).id,
    timeoutMs: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  await storeChallenge(req.env.DB, options.challenge, "login", null, req.nowMs);
  return ok({ options });
};

/**
 * The assertion of a registered passkey starts a session exactly as login does. It is not asked
 * for a second factor: a passkey is itself possession plus (usually) verification, and bound to
 * this origin (decision 136). Every attempt counts against the address (decision 137).
 */
export const loginPasskeyVerifyHandler: Handler<typeof loginPasskeyVerify> = async (req) => {
  const db = req.env.DB;
  const limit = await hit(db, ACCOUNT_LIMITS.passkeyVerifyPerIp, clientIpKey(req.ip), req.nowMs);
  if (!limit.allowed) return fail(API_ERRORS.rateLimited, limit.retryAfter);
  const { response } = req.input;
  const challenge = await consumeChallenge(db, response.response.clientDataJSON, "login", null, req.nowMs);
  if (!challenge) return fail(API_ERRORS.passkeyChallengeInvalid);
  const stored = await credentialById(db, response.id);
  if (!stored) return fail(API_ERRORS.passkeyUnknown);
  let newCounter: number;
  try {
    newCounter = await verifyAssertion(
      response,
      { publicKey: stored.public_key, counter: stored.counter },
      { challenge, rp: relyingPartyOf(req) },
    );
  } catch {
    // Wrong origin or rpID, bad signature, or a counter that went back (a cloned authenticator).
    return fail(API_ERRORS.passkeyRejected);
  }
  const userId = await recordUse(db, stored.id, newCounter, req.nowMs);
  if (userId === null) return fail(API_ERRORS.passkeyRejected);
  return ok({ token: await createSession(req, userId), user_id: userId });
};
