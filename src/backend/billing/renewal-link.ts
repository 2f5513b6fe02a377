import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { hexOf, hmacSha256, sameSignature } from "../crypto";
import { sandboxSecret } from "../payment/providers/registry";

/**
 * The reminder mail's one-click "turn renewal off" link (decision 092). It names a subscription
 * and the period it was sent for, expires at that period's end, and is an HMAC-SHA256 over
 * purpose, subscription, period and expiry, so it does one thing for one period: after renewal
 * is off, or once the period renewed, it changes nothing.
 */
export const RENEWAL_OFF_PATH = "/billing/renewal-off";
const PURPOSE = "renewal-off";

export interface RenewalOffClaim {
  subscriptionId: number;
  periodEnd: number;
  expiresAt: number;
}

/** BILLING_LINK_SECRET; in the sandbox without it, the sandbox webhook secret. Null: no links. */
export function linkSecret(env: Bindings, environment: Environment): string | null {
  if (env.BILLING_LINK_SECRET) return env.BILLING_LINK_SECRET;
  return environment === "sandbox" ? sandboxSecret(env) : null;
}

function mac(secret: string, claim: RenewalOffClaim): Promise<Uint8Array<ArrayBuffer>> {
  return hmacSha256(secret, `${PURPOSE}:${claim.subscriptionId}:${claim.periodEnd}:${claim.expiresAt}`);
}

export async function renewalOffLink(
  origin: string,
  secret: string,
  claim: RenewalOffClaim,
  locale: string,
): Promise<string> {
  const query = new URLSearchParams({
    s: String(claim.subscriptionId),
    p: String(claim.periodEnd),
    e: String(claim.expiresAt),
    lang: locale,
    sig: hexOf(await mac(secret, claim)),
  });
  return `${origin}${RENEWAL_OFF_PATH}?${query}`;
}

const INTEGER = /^\d{1,16}$/;

/** The claim of a link whose signature is right and that has not expired; else null. */
export async function verifyRenewalOff(
  params: { s?: string; p?: string; e?: string; sig?: string },
  secret: string,
  nowMs: number,
): Promise<RenewalOffClaim | null> {
  const { s = "", p = "", e = "", sig = "" } = params;
  if (!INTEGER.test(s) || !INTEGER.test(p) || !INTEGER.test(e)) return null;
  const claim = { subscriptionId: Number(s), periodEnd: Number(p), expiresAt: Number(e) };
  if (!sameSignature(await mac(secret, claim), sig)) return null;
  return claim.expiresAt > nowMs ? claim : null;
}
