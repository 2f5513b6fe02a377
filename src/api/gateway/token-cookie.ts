import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { isLocalHost } from "../../edge/local-host";

const options = (c: Context) => ({
  path: "/",
  httpOnly: true,
  secure: !isLocalHost(new URL(c.req.url).host),
  sameSite: "Lax" as const,
});

/** The session token from its cookie; null when absent or not a plausible token. */
export function tokenOf(c: Context): string | null {
  const token = getCookie(c, TOKEN_COOKIE.name);
  return token && /^[\x21-\x7e]{1,512}$/.test(token) ? token : null;
}

export function setTokenCookie(c: Context, token: string): void {
  setCookie(c, TOKEN_COOKIE.name, token, { ...options(c), maxAge: TOKEN_COOKIE.maxAge });
}

export function clearTokenCookie(c: Context): void {
  deleteCookie(c, TOKEN_COOKIE.name, options(c));
}
