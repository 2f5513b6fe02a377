import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callApi,
  devRecaptcha,
  json,
  resetAccounts,
  setPasswordOf,
  signUp,
  tokenCookieOf,
} from "../../../test/support/api";
import { API_ERRORS } from "../../api/codes";
import { anonymousSignup, login, logout, profile } from "../../api/contract";
import { ACCOUNT_LIMITS } from "./limits";

beforeEach(resetAccounts);

const PASSWORD = "Harbour!Lights9";

async function accountWithPassword(email = "mia@example.com", ip = "198.51.100.1"): Promise<string> {
  return setPasswordOf(await signUp(ip), email, PASSWORD);
}

async function logIn(email: string, password: string, ip = "198.51.100.2") {
  return callApi(login, {
    recasign: await devRecaptcha("v2"),
    body: { email, password },
    headers: { "CF-Connecting-IP": ip },
  });
}

describe("anonymous_signup", () => {
  it("creates an account without e-mail and a session", async () => {
    const token = await signUp();
    const body = await json<{ data: { email: null; is_password_set: number; vip: { remain_time: number } } }>(
      await callApi(profile, { token }),
    );
    expect(body.data).toMatchObject({ email: null, is_password_set: 0, vip: { remain_time: 0 } });
    const stored = await env.DB.prepare("SELECT token_hash FROM sessions").first<{ token_hash: string }>();
    // Only the hash is stored, never the token itself.
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is limited per IP with 429 and Retry-After", async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.signupPerIp.max; i++) await signUp("203.0.113.50");
    const response = await callApi(anonymousSignup, {
      recasign: await devRecaptcha("v3", anonymousSignup),
      headers: { "CF-Connecting-IP": "203.0.113.50" },
    });
    expect(response.status).toBe(429);
    expect((await json(response)).code).toBe(API_ERRORS.rateLimited.code);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    expect(n?.n).toBe(ACCOUNT_LIMITS.signupPerIp.max);
    // Another IP is not affected.
    await expect(signUp("203.0.113.51")).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("login", () => {
  it("signs in with e-mail and password, the e-mail's domain case-insensitive", async () => {
    await accountWithPassword();
    const response = await logIn("mia@EXAMPLE.com", PASSWORD);
    expect(response.status).toBe(200);
    const token = tokenCookieOf(response);
    expect(token).toBeTruthy();
    const me = await json<{ data: { email: string } }>(await callApi(profile, { token }));
    expect(me.data.email).toBe("mia@example.com");
  });

  it("answers a wrong password and an unknown address identically", async () => {
    await accountWithPassword();
    const wrong = await logIn("mia@example.com", "Wrong!Pass1");
    const unknown = await logIn("nobody@example.com", PASSWORD);
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await json(wrong)).toEqual(await json(unknown));
    expect(tokenCookieOf(wrong)).toBeNull();
  });

  it.each([
    ["missing fields", {}],
    ["wrong types", { email: 42, password: true }],
    ["an invalid e-mail", { email: "not an email", password: PASSWORD }],
    ["an oversize password", { email: "mia@example.com", password: "A!a".repeat(100) }],
  ])("refuses %s with 400 / 40002", async (_, body) => {
    const response = await callApi(login, { recasign: await devRecaptcha("v2"), body });
    expect(response.status).toBe(400);
    const answer = await json<{ code: number; data: { issues: unknown[] } }>(response);
    expect(answer.code).toBe(API_ERRORS.invalidInput.code);
    expect(answer.data.issues.length).toBeGreaterThan(0);
  });

  it("names each refused field and what is wrong with it, in English (zod/mini has no messages of its own)", async () => {
    const body = { email: 42, password: "A!a".repeat(100) };
    const response = await callApi(login, { recasign: await devRecaptcha("v2"), body });
    const answer = await json<{ data: { issues: { path: string; message: string }[] } }>(response);
    expect(answer.data.issues).toEqual([
      { path: "email", message: "Invalid input: expected string, received number" },
      { path: "password", message: "Too big: expected string to have <=128 characters" },
    ]);
  });

  it("is limited per account, whatever the IP", async () => {
    await accountWithPassword();
    for (let i = 0; i < ACCOUNT_LIMITS.loginPerAccount.max; i++) {
      expect((await logIn("mia@example.com", "Wrong!Pass1", `192.0.2.${i + 1}`)).status).toBe(400);
    }
    const blocked = await logIn("mia@example.com", PASSWORD, "192.0.2.200");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  }, 60_000);

  it("is limited per IP, whatever the account", async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.loginPerIp.max; i++) {
      await logIn(`user${i}@example.com`, PASSWORD, "192.0.2.99");
    }
    expect((await logIn("another@example.com", PASSWORD, "192.0.2.99")).status).toBe(429);
  }, 60_000);

  it("counts a whole IPv6 /64 as one client: rotating the address gains no tries", async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.loginPerIp.max; i++) {
      await logIn(`user${i}@example.com`, PASSWORD, `2001:db8:5:7::${(i + 1).toString(16)}`);
    }
    const rotated = await logIn("another@example.com", PASSWORD, "2001:db8:5:7:dead:beef:0:1");
    expect(rotated.status).toBe(429);
    expect((await json(rotated)).code).toBe(API_ERRORS.rateLimited.code);
    expect((await logIn("another@example.com", PASSWORD, "2001:db8:5:8::1")).status).toBe(400);
  }, 60_000);
});

describe("logout", () => {
  it("ends only the current session", async () => {
    await accountWithPassword();
    const first = tokenCookieOf(await logIn("mia@example.com", PASSWORD));
    const second = tokenCookieOf(await logIn("mia@example.com", PASSWORD));
    expect((await callApi(logout, { token: first })).status).toBe(200);
    expect((await callApi(profile, { token: first })).status).toBe(401);
    expect((await callApi(profile, { token: second })).status).toBe(200);
  });

  it("needs a session", async () => {
    const response = await callApi(logout);
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe(API_ERRORS.signInRequired.code);
  });
});
