import { errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { AccessConfig } from "./access-config";

/** The header Cloudflare Access puts on every request it lets through to the origin. */
export const ACCESS_JWT_HEADER = "Cf-Access-Jwt-Assertion";

export type AccessVerdict = { ok: true; actor: string } | { ok: false; reason: string };

/** Why a token was refused, in words for the log: jose's error code, never the token. */
function refusal(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed) return `${error.code} (${error.claim})`;
  if (error instanceof errors.JOSEError) return error.code;
  return "unreadable token";
}

/**
 * Verifies an Access application token: RS256 only (so `alg: none` and HMAC tricks fail before
 * any key is looked at), signed by one of the team's keys, issued by the team for this
 * application's AUD tag, and not expired. The actor is the user's e-mail, or a service
 * token's name.
 */
export async function verifyAccessJwt(
  token: string | undefined,
  config: AccessConfig,
  keys: JWTVerifyGetKey,
): Promise<AccessVerdict> {
  if (!token) return { ok: false, reason: "no Access token" };
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ["RS256"],
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ["exp", "iat"],
    });
    const actor = payload.email ?? payload.common_name;
    if (typeof actor !== "string" || actor === "") return { ok: false, reason: "token names nobody" };
    return { ok: true, actor };
  } catch (error) {
    return { ok: false, reason: refusal(error) };
  }
}
