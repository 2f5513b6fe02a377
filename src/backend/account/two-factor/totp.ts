import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS } from "../../../shared/validation";

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = "VPN Master";
/** RFC 6238's defaults, which every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned over. */
export const TOTP_WINDOW = 1;

function totpOf(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What a QR code carries to the app: issuer "VPN Master", the e-mail as the label. */
export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step a code belongs to, within the window around now; null when it matches
 * none. The caller still has to claim the step (a code counts once: see second-factor.ts).
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
