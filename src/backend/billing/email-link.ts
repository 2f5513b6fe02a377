import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { canonicalEmail } from "../account/users";
import { hexOf, hmacSha256, sameSignature } from "../crypto";
import { DAY_MS } from "./clock";
import { linkSecret } from "./renewal-link";

/**
 * The first receipt's "make this your account's e-mail" link (decision 105): it names the account,
 * the canonical address and an expiry, signed with HMAC-SHA256 under the billing link secret, so
 * it can only give that address to that account, and only while the account has none.
 */
export const CONFIRM_EMAIL_PATH = "/billing/confirm-email";
const PURPOSE = "adopt-email";
export const EMAIL_LINK_DAYS = 30;

export interface EmailClaim {
  userId: number;
  email: string;
  expiresAt: number;
}

const mac = (secret: string, claim: EmailClaim) =>
  hmacSha256(secret, `${PURPOSE}:${claim.userId}:${claim.email}:${claim.expiresAt}`);

/** The link, or null where no secret signs links (prod without BILLING_LINK_SECRET). */
export async function emailConfirmLink(
  env: Bindings,
  environment: Environment,
  origin: string,
  request: { userId: number; email: string; nowMs: number; locale: string },
): Promise<string | null> {
  const secret = linkSecret(env, environment);
  if (!secret) return null;
  const claim = {
    userId: request.userId,
    email: canonicalEmail(request.email),
    expiresAt: request.nowMs + EMAIL_LINK_DAYS * DAY_MS,
  };
  const query = new URLSearchParams({
    u: String(claim.userId),
    m: claim.email,
    e: String(claim.expiresAt),
    lang: request.locale,
    sig: hexOf(await mac(secret, claim)),
  });
  return `${origin}${CONFIRM_EMAIL_PATH}?${query}`;
}

const INTEGER = /^\d{1,16}$/;

export type EmailLinkFields = { u?: string; m?: string; e?: string; sig?: string; lang?: string };

/** The claim of a link whose signature is right and that has not expired; else null. */
export async function verifyEmailLink(
  fields: EmailLinkFields,
  secret: string,
  nowMs: number,
): Promise<EmailClaim | null> {
  const { u = "", m = "", e = "", sig = "" } = fields;
  if (!INTEGER.test(u) || !INTEGER.test(e) || m.length === 0 || m.length > 254) return null;
  const claim = { userId: Number(u), email: m, expiresAt: Number(e) };
  if (!sameSignature(await mac(secret, claim), sig)) return null;
  return claim.expiresAt > nowMs ? claim : null;
}
