import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { SiteCookie } from "../catalog/cookies";
import { isLocalHost } from "./local-host";

/**
 * The one cookie policy (issue 17 item 4): every cookie the site sets or clears goes through here.
 * Path=/ and SameSite=Lax for all (a click from an ad or a mail is a top-level navigation, so Lax
 * still sends it); lifetime and HttpOnly from the cookie's catalogue entry; one Secure rule. A
 * deletion carries the same Domain and Path, or the browser would keep the cookie.
 */
export function siteCookieOptions(c: Context, cookie: SiteCookie, domain = ""): CookieOptions {
  return {
    path: "/",
    sameSite: "Lax",
    httpOnly: cookie.httpOnly,
    domain: domain || undefined,
    secure: isSecure(c, cookie, domain),
    maxAge: cookie.maxAge,
  };
}

/**
 * Secure wherever there is https: a browser drops a Secure cookie set over plain http, and local
 * development (localhost, loopback) has none. The tracking cookies follow the spec's own rule.
 */
function isSecure(c: Context, cookie: SiteCookie, domain: string): boolean {
  if (cookie.secure === "with-domain") return domain !== "";
  if (cookie.secure === "never") return false;
  return !isLocalHost(new URL(c.req.url).host);
}

/** Sets a catalogue cookie; `domain` only for the tracking cookies (COOKIE_DOMAIN). */
export function setSiteCookie(c: Context, cookie: SiteCookie, value: string, domain = ""): void {
  setCookie(c, cookie.name, value, siteCookieOptions(c, cookie, domain));
}

/** Clears a catalogue cookie with the options it was set with. */
export function clearSiteCookie(c: Context, cookie: SiteCookie, domain = ""): void {
  deleteCookie(c, cookie.name, siteCookieOptions(c, cookie, domain));
}
