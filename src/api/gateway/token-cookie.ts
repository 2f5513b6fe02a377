import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { clearSiteCookie, setSiteCookie } from "../../edge/site-cookies";

/** The session token from its cookie; null when absent or not a plausible token. */
export function tokenOf(c: Context): string | null {
  const token = getCookie(c, TOKEN_COOKIE.name);
  return token && /^[\x21-\x7e]{1,512}$/.test(token) ? token : null;
}

export function setTokenCookie(c: Context, token: string): void {
  setSiteCookie(c, TOKEN_COOKIE, token);
}

export function clearTokenCookie(c: Context): void {
  clearSiteCookie(c, TOKEN_COOKIE);
}
