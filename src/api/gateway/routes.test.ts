import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callApi,
  devRecaptcha,
  json,
  resetAccounts,
  SANDBOX_ORIGIN,
  signUp,
  tokenCookieOf,
} from "../../../test/support/api";
import { postChunked } from "../../../test/support/chunked-body";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { AFFILIATE_COOKIES, UTM_TAGS_COOKIE } from "../../catalog/tracking-cookies";
import { BODY_LIMITS } from "../../edge/body-limit";
import { NO_STORE } from "../../edge/cache-control";
import { API_ERRORS, SESSION_CODES } from "../codes";
import {
  anonymousSignup,
  deviceRegister,
  login,
  logout,
  profile,
  setPassword,
  userIpBind,
} from "../contract";

beforeEach(resetAccounts);

const users = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())?.n;

describe("gateway: the token cookie", () => {
  it("moves a signup token into an HttpOnly, Secure, SameSite=Lax cookie and strips it from the JSON", async () => {
    const response = await callApi(anonymousSignup, { recasign: await devRecaptcha("v3", anonymousSignup) });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`)) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const body = await json<{ code: number; data: Record<string, unknown> }>(response);
    expect(body.code).toBe(0);
    expect(body.data.token).toBeUndefined();
    expect(typeof body.data.user_id).toBe("number");
    expect(JSON.stringify(body)).not.toContain(tokenCookieOf(response));
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
  });

  it("leaves Secure off on localhost, where there is no https", async () => {
    const recasign = await devRecaptcha("v3", anonymousSignup);
    const response = await callApi(anonymousSignup, { recasign, origin: "http://localhost:8787" });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`)) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("sends the session from the cookie and clears it on logout", async () => {
    const token = await signUp();
    expect((await callApi(profile, { token })).status).toBe(200);
    const out = await callApi(logout, { token });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE.name}=`)) ?? "";
    expect(cleared).toMatch(/Max-Age=0/i);
    const after = await callApi(profile, { token });
    expect(after.status).toBe(401);
    expect((await json(after)).code).toBe(SESSION_CODES.revoked);
    expect(
      after.headers.getSetCookie().some((c) => c.startsWith(`${TOKEN_COOKIE.name}=;`) || /Max-Age=0/.test(c)),
    ).toBe(true);
  });

  it.each([
    ["unknown", "A".repeat(43), SESSION_CODES.unknown],
    ["malformed", "not-a-token", SESSION_CODES.unknown],
  ])("answers a %s token with its session code and clears the cookie", async (_, token, code) => {
    const response = await callApi(profile, { token });
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe(code);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${TOKEN_COOKIE.name}=`))).toBe(true);
  });

  it("answers an expired token with 50008", async () => {
    const token = await signUp();
    await env.DB.prepare("UPDATE sessions SET expires_at = 1").run();
    const response = await callApi(profile, { token });
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe(SESSION_CODES.expired);
  });

  it("answers a call without a token with 401 / 40100 and sets no cookie", async () => {
    const response = await callApi(profile);
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe(API_ERRORS.signInRequired.code);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("gateway: the origin check", () => {
  it.each([
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
    ["a same-site (sibling subdomain) fetch", { "Sec-Fetch-Site": "same-site" }],
    ["a foreign Origin", { "Sec-Fetch-Site": "", Origin: "https://evil.example" }],
  ])("refuses %s of a state-changing call, writing nothing", async (_, headers) => {
    const recasign = await devRecaptcha("v3", anonymousSignup);
    const response = await callApi(anonymousSignup, { recasign, headers });
    expect(response.status).toBe(403);
    expect((await json(response)).code).toBe(API_ERRORS.crossOrigin.code);
    expect(await users()).toBe(0);
  });

  it("refuses a POST that carries neither Sec-Fetch-Site nor Origin", async () => {
    const response = await SELF.fetch(`${SANDBOX_ORIGIN}/api/mms/account/v1/web/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });

  it("accepts an Origin equal to the site's when Sec-Fetch-Site is absent", async () => {
    const recasign = await devRecaptcha("v3", anonymousSignup);
    const response = await SELF.fetch(`${SANDBOX_ORIGIN}/ws/mm/reca/r3/account/v1/web/anonymous_signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SANDBOX_ORIGIN },
      body: JSON.stringify({ recasign }),
    });
    expect(response.status).toBe(200);
  });

  it("never clears the session cookie when it refuses a call", async () => {
    const token = await signUp();
    const response = await callApi(logout, { token, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await callApi(profile, { token })).status).toBe(200);
  });
});

describe("gateway: bad input changes nothing", () => {
  it("answers malformed JSON with 400 / 40001", async () => {
    const token = await signUp();
    const response = await callApi(setPassword, { token, body: "{not json" });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.malformedJson.code);
  });

  it("answers a body over the cap with 413, before reading it whole", async () => {
    const token = await signUp();
    const big = JSON.stringify({
      email: `${"a".repeat(BODY_LIMITS.gateway)}@example.com`,
      password: "Aa!aaaaa",
    });
    const response = await callApi(setPassword, { token, body: big });
    expect(response.status).toBe(413);
    expect((await json(response)).code).toBe(API_ERRORS.tooLarge.code);
    const row = await env.DB.prepare("SELECT email FROM users").first<{ email: string | null }>();
    expect(row?.email).toBeNull();
  });

  it("answers a 100 KB chunked body with 413 in the API's shape, and keeps serving", async () => {
    const token = await signUp();
    const response = await postChunked(setPassword.path, 100 * 1024, {
      "Content-Type": "application/json",
      Cookie: `${TOKEN_COOKIE.name}=${token}`,
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({
      code: API_ERRORS.tooLarge.code,
      message: API_ERRORS.tooLarge.message,
      data: null,
    });
    expect((await callApi(profile, { token })).status).toBe(200);
  });

  it("refuses a body that is not JSON by type", async () => {
    const token = await signUp();
    const response = await callApi(setPassword, {
      token,
      body: "email=a@b.co",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });

  it.each([[[]], ["a string"], [42]])("refuses a JSON body that is not an object: %j", async (body) => {
    const token = await signUp();
    const response = await callApi(userIpBind, { token, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.invalidInput.code);
  });

  it("answers an unknown path with 404 / 40400 and a wrong method with 405", async () => {
    const unknown = await SELF.fetch(`${SANDBOX_ORIGIN}/api/mms/account/v1/web/nope`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe(API_ERRORS.notFound.code);
    const wrong = await SELF.fetch(`${SANDBOX_ORIGIN}${profile.path}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(wrong.status).toBe(405);
  });
});

describe("gateway: recaptcha paths", () => {
  it("refuses a protected call on its plain /api/mms path", async () => {
    const recasign = await devRecaptcha("v3", anonymousSignup);
    const response = await callApi(anonymousSignup, { recasign, path: anonymousSignup.path });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.recaptchaFailed.code);
    expect(await users()).toBe(0);
  });

  it("refuses the wrong recaptcha version's path", async () => {
    const recasign = await devRecaptcha("v2");
    const response = await callApi(login, {
      recasign,
      path: "/ws/mm/reca/r3/account/v1/web/login",
      body: { email: "a@example.com", password: "x" },
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["forged", "dev-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
  ])("refuses a %s recasign and writes nothing", async (_, recasign) => {
    const response = await callApi(anonymousSignup, { recasign });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.recaptchaFailed.code);
    expect(await users()).toBe(0);
  });

  it("accepts a development token once only", async () => {
    const recasign = await devRecaptcha("v3", anonymousSignup);
    expect((await callApi(anonymousSignup, { recasign })).status).toBe(200);
    expect((await callApi(anonymousSignup, { recasign })).status).toBe(400);
    expect(await users()).toBe(1);
  });

  it("refuses a v3 token issued for another action", async () => {
    const recasign = await devRecaptcha("v3", deviceRegister);
    expect((await callApi(anonymousSignup, { recasign })).status).toBe(400);
  });
});

describe("gateway: page middlewares stay out of API calls", () => {
  it("sets no tracking or language cookie on an API call with campaign parameters", async () => {
    const token = await signUp();
    const response = await SELF.fetch(`${SANDBOX_ORIGIN}${profile.path}?utm_source=x&cjevent=abc&cfclick=1`, {
      headers: { Cookie: `${TOKEN_COOKIE.name}=${token}`, "Accept-Language": "de" },
    });
    expect(response.status).toBe(200);
    const names = response.headers.getSetCookie().map((c) => c.split("=")[0]);
    for (const cookie of [...AFFILIATE_COOKIES, UTM_TAGS_COOKIE]) expect(names).not.toContain(cookie.name);
    expect(names).not.toContain("LANGUAGE");
  });
});
