import { API_ERRORS } from "../../../api/codes";
import type { passkeyRegisterOptions, passkeyRegisterVerify } from "../../../api/contract/account";
import { base64url } from "../../crypto";
import { fail, type Handler, ok, sessionOf } from "../../handler";
import { consumeChallenge, storeChallenge, WEBAUTHN_CHALLENGE_TTL_MS } from "./challenges";
import { relyingPartyOf } from "./relying-party";
import { credentialIdsOf, insertPasskey } from "./store";
import { creationOptions, type NewCredential, verifyRegistration } from "./webauthn";

/**
 * Options for a new passkey of the signed-in account: discoverable (so sign-in needs no e-mail),
 * no attestation (which maker built the key is not our business), the account's passkeys excluded
 * so one authenticator is not registered twice.
 */
export const passkeyRegisterOptionsHandler: Handler<typeof passkeyRegisterOptions> = async (req) => {
  const { userId } = sessionOf(req);
  const user = await req.env.DB.prepare("SELECT email FROM users WHERE id = ?")
    .bind(userId)
    .first<{ email: string | null }>();
  const rp = relyingPartyOf(req);
  const options = creationOptions({
    rp,
    userName: user?.email ?? `account ${userId}`,
    excludeCredentials: await credentialIdsOf(req.env.DB, userId),
    timeoutMs: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  await storeChallenge(req.env.DB, options.challenge, "register", userId, req.nowMs);
  return ok({ options });
};

/** Checks the new credential against its one-time challenge and keeps it under its name. */
export const passkeyRegisterVerifyHandler: Handler<typeof passkeyRegisterVerify> = async (req) => {
  const { userId } = sessionOf(req);
  const { name, response } = req.input;
  const db = req.env.DB;
  const challenge = await consumeChallenge(
    db,
    response.response.clientDataJSON,
    "register",
    userId,
    req.nowMs,
  );
  if (!challenge) return fail(API_ERRORS.passkeyChallengeInvalid);
  let credential: NewCredential;
  try {
    credential = await verifyRegistration(response, { challenge, rp: relyingPartyOf(req) });
  } catch {
    // Every malformed or mismatched part throws (origin, rpId, flags, key, attestation, CBOR).
    return fail(API_ERRORS.passkeyRejected);
  }
  const stored = await insertPasskey(
    db,
    {
      userId,
      credentialId: credential.id,
      publicKey: base64url(credential.publicKey),
      counter: credential.counter,
      transports: response.response.transports ?? [],
      name,
    },
    req.nowMs,
  );
  if (!stored.ok)
    return fail(
      stored.reason === "duplicate" ? API_ERRORS.passkeyAlreadyRegistered : API_ERRORS.passkeyLimitReached,
    );
  return ok({ passkey: stored.passkey });
};
