import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  FRONT_ID_COOKIE,
  LANGUAGE_COOKIE,
  type SiteCookie,
  TOKEN_COOKIE,
} from "../catalog/cookies";
import { ADMITAD_COOKIE, CF_CLICK_COOKIE, CJE_CLIENT_COOKIE, CJE_COOKIE } from "../catalog/tracking-cookies";
import { clearSiteCookie, setSiteCookie } from "./site-cookies";

/** The Set-Cookie a request to `url` gets when the site sets (or clears) `cookie`. */
async function setCookieFor(url: string, cookie: SiteCookie, domain = "", clear = false): Promise<string> {
  const app = new Hono().get("*", (c) => {
    if (clear) clearSiteCookie(c, cookie, domain);
    else setSiteCookie(c, cookie, "v", domain);
    return c.body(null, 204);
  });
  return (await app.request(url)).headers.get("Set-Cookie") ?? "";
}

describe("the one cookie policy", () => {
  it("sets the site's own cookies Path=/, SameSite=Lax, Secure over https, with their lifetime", async () => {
    for (const cookie of [LANGUAGE_COOKIE, CONSENT_COOKIE, FRONT_ID_COOKIE, TOKEN_COOKIE]) {
      const header = await setCookieFor("https://www.vpnmaster.com/", cookie);
      expect(header).toBe(
        `${cookie.name}=v; Max-Age=${cookie.maxAge}; Path=/;${cookie.httpOnly ? " HttpOnly;" : ""} Secure; SameSite=Lax`,
      );
    }
  });

  it("leaves Secure off on localhost and loopback addresses, where there is no https", async () => {
    for (const url of ["http://localhost:8787/", "http://127.0.0.1:8787/", "http://[::1]/"]) {
      expect(await setCookieFor(url, TOKEN_COOKIE)).not.toContain("Secure");
      expect(await setCookieFor(url, LANGUAGE_COOKIE)).not.toContain("Secure");
    }
  });

  it("keeps page scripts from the session token and the analytics id, not from the language", async () => {
    expect(await setCookieFor("https://www.vpnmaster.com/", TOKEN_COOKIE)).toContain("HttpOnly");
    expect(await setCookieFor("https://www.vpnmaster.com/", FRONT_ID_COOKIE)).toContain("HttpOnly");
    expect(await setCookieFor("https://www.vpnmaster.com/", LANGUAGE_COOKIE)).not.toContain("HttpOnly");
  });

  it("makes cje and _aid Secure only with a cookie domain, the other tracking cookies never (spec section 9)", async () => {
    const https = "https://www.vpnmaster.com/";
    for (const cookie of [CJE_COOKIE, ADMITAD_COOKIE]) {
      expect(await setCookieFor(https, cookie)).not.toContain("Secure");
      expect(await setCookieFor(https, cookie, ".vpnmaster.com")).toContain(
        "Domain=.vpnmaster.com; Path=/; HttpOnly; Secure",
      );
    }
    for (const cookie of [CF_CLICK_COOKIE, CJE_CLIENT_COOKIE]) {
      expect(await setCookieFor(https, cookie, ".vpnmaster.com")).not.toContain("Secure");
    }
  });

  it("clears a cookie with the Domain and Path it was set with", async () => {
    expect(await setCookieFor("https://www.vpnmaster.com/", CJE_COOKIE, ".vpnmaster.com", true)).toBe(
      `${CJE_COOKIE.name}=; Max-Age=0; Domain=.vpnmaster.com; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(await setCookieFor("https://www.vpnmaster.com/", TOKEN_COOKIE, "", true)).toBe(
      `${TOKEN_COOKIE.name}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });
});
