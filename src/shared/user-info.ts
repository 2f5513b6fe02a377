/**
 * Spec section 3's user info as pages and islands see it. The token is deliberately absent: it
 * lives only in the HttpOnly cookie (docs/decisions/020-token-in-httponly-cookie.md).
 */
export interface UserInfo {
  user_id: number;
  /** The part of the e-mail before `@`; "" for an anonymous account. */
  name: string;
  email: string | null;
  /** Initial for the avatar (from the name), "" when anonymous. */
  avatar: string;
  password_set: 0 | 1;
  /** Two-factor sign-in; absent when the account service does not say (then: off). */
  two_factor?: { enabled: 0 | 1; recovery_codes_left: number };
  vip: { remain_time: number; expire_time: number };
  country: string | null;
  user_ip: string | null;
}

export function nameFromEmail(email: string | null): string {
  if (!email) return "";
  const at = email.indexOf("@");
  return at < 0 ? email : email.slice(0, at);
}

export const isVip = (user: Pick<UserInfo, "vip"> | null | undefined) => (user?.vip.remain_time ?? 0) > 0;

/** Whole units of a VIP remainder, largest first: { days, hours, minutes }. */
export function remainParts(seconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
  };
}
