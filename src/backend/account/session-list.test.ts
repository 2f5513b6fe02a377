import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callApi,
  devRecaptcha,
  json,
  resetAccounts,
  setPasswordOf,
  tokenCookieOf,
} from "../../../test/support/api";
import { callBackend } from "../../../test/support/backend";
import { API_ERRORS } from "../../api/codes";
import {
  type AccountSession,
  anonymousSignup,
  login,
  profile,
  sessionList,
  sessionRevoke,
} from "../../api/contract";
import { LAST_SEEN_EVERY_MS } from "./limits";

beforeEach(resetAccounts);

const PASSWORD = "Harbour!Lights9";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

interface Visitor {
  ua: string;
  country: string;
  language?: string;
}

const headersOf = (visitor: Visitor) => ({
  "User-Agent": visitor.ua,
  "CF-IPCountry": visitor.country,
  "CF-Connecting-IP": "198.51.100.60",
  ...(visitor.language ? { Cookie: `LANGUAGE=${visitor.language}` } : {}),
});

/** Sign-up and set_password from one browser: the account's first sign-in. */
async function accountFrom(visitor: Visitor, email = "lena@example.com"): Promise<string> {
  const response = await callApi(anonymousSignup, {
    recasign: await devRecaptcha("v3", anonymousSignup),
    headers: headersOf(visitor),
  });
  const token = tokenCookieOf(response);
  if (!token) throw new Error(`sign-up failed: ${response.status}`);
  // The same browser secures the account (set_password starts the session that follows).
  return setPasswordOf(token, email, PASSWORD, headersOf(visitor));
}

async function signInFrom(visitor: Visitor, email = "lena@example.com"): Promise<string> {
  const response = await callApi(login, {
    recasign: await devRecaptcha("v2"),
    body: { email, password: PASSWORD },
    headers: headersOf(visitor),
  });
  const token = tokenCookieOf(response);
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

async function sessionsOf(token: string): Promise<AccountSession[]> {
  const response = await callApi(sessionList, { token });
  expect(response.status).toBe(200);
  return (await json<{ data: { sessions: AccountSession[] } }>(response)).data.sessions;
}

const revoke = (token: string, body: Record<string, unknown>) => callApi(sessionRevoke, { token, body });

const noticesTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? AND body LIKE '%#sessions%'")
      .bind(address)
      .all<{ subject: string; body: string }>()
  ).results;

describe("GET web/sessions", () => {
  it("lists the live sessions with browser, OS, country and times, the current one flagged, no token", async () => {
    const first = await accountFrom({ ua: CHROME_WINDOWS, country: "DE" });
    const second = await signInFrom({ ua: FIREFOX_LINUX, country: "FR" });
    const sessions = await sessionsOf(second);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: 1, browser: "Firefox 128", os: "Linux", country: "FR" });
    expect(sessions[1]).toMatchObject({ current: 0, browser: "Chrome 126", os: "Windows 10", country: "DE" });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(session.last_seen_at).toBeGreaterThanOrEqual(session.created_at);
      expect(JSON.stringify(session)).not.toMatch(/[0-9a-f]{64}/);
    }
    // The anonymous session set_password replaced is not live any more.
    expect((await sessionsOf(first)).map((s) => s.current)).toEqual([1, 0]);
  });

  it("moves last seen at most once per 5 minutes, and parallel calls write it once", async () => {
    const token = await accountFrom({ ua: CHROME_WINDOWS, country: "DE" });
    const lastSeen = async () =>
      (
        await env.DB.prepare("SELECT last_seen_at FROM sessions WHERE revoked_at IS NULL").first<{
          last_seen_at: number;
        }>()
      )?.last_seen_at;
    const start = (await lastSeen()) ?? 0;
    const at = (ms: number) => callBackend(profile, {}, { token, nowMs: start + ms });
    await at(LAST_SEEN_EVERY_MS - 1);
    expect(await lastSeen()).toBe(start);
    const writes = await Promise.all(Array.from({ length: 5 }, () => at(LAST_SEEN_EVERY_MS)));
    expect(writes.every((answer) => answer.status === 200)).toBe(true);
    expect(await lastSeen()).toBe(start + LAST_SEEN_EVERY_MS);
    await at(LAST_SEEN_EVERY_MS + 60_000);
    expect(await lastSeen()).toBe(start + LAST_SEEN_EVERY_MS);
  });
});

describe("POST web/sessions/revoke", () => {
  it("ends the named session of the account: its token is refused, the caller's goes on", async () => {
    const other = await accountFrom({ ua: CHROME_WINDOWS, country: "DE" });
    const mine = await signInFrom({ ua: FIREFOX_LINUX, country: "FR" });
    const target = (await sessionsOf(mine)).find((s) => !s.current);
    const answer = await revoke(mine, { session_id: target?.id });
    expect(await json(answer)).toMatchObject({ code: 0, data: { ended_sessions: 1, signed_out: 0 } });
    expect((await json(await callApi(profile, { token: other }))).code).toBe(API_ERRORS.sessionRevoked.code);
    expect(await sessionsOf(mine)).toHaveLength(1);
  });

  it("answers 404 / 41019 for another account's session and changes nothing", async () => {
    const victim = await accountFrom({ ua: CHROME_WINDOWS, country: "DE" }, "victim@example.com");
    const [victimSession] = await sessionsOf(victim);
    const attacker = await accountFrom({ ua: FIREFOX_LINUX, country: "FR" }, "attacker@example.com");
    for (const body of [{ session_id: victimSession?.id }, { session_id: "unknown-id" }]) {
      const answer = await revoke(attacker, body);
      expect(answer.status).toBe(404);
      expect((await json(answer)).code).toBe(API_ERRORS.sessionNotFound.code);
    }
    expect(await sessionsOf(victim)).toHaveLength(1);
  });

  it("signs out everywhere else with all_others, and refuses a body naming neither or both", async () => {
    await accountFrom({ ua: CHROME_WINDOWS, country: "DE" });
    await signInFrom({ ua: SAFARI_MAC, country: "DE" });
    const mine = await signInFrom({ ua: FIREFOX_LINUX, country: "FR" });
    for (const body of [{}, { all_others: false }, { all_others: true, session_id: "x" }]) {
      expect((await revoke(mine, body)).status).toBe(400);
    }
    expect(await sessionsOf(mine)).toHaveLength(3);
    const answer = await revoke(mine, { all_others: true });
    expect((await json(answer)).data).toEqual({ ended_sessions: 2, signed_out: 0 });
    expect((await sessionsOf(mine)).map((s) => s.current)).toEqual([1]);
  });

  it("may name the current session: that signs the caller out", async () => {
    const mine = await accountFrom({ ua: CHROME_WINDOWS, country: "DE" });
    const [current] = await sessionsOf(mine);
    expect((await json(await revoke(mine, { session_id: current?.id }))).data).toEqual({
      ended_sessions: 1,
      signed_out: 1,
    });
    expect((await callApi(profile, { token: mine })).status).toBe(401);
  });
});

describe("the new sign-in notice", () => {
  it("is not sent for the first sign-in, nor again from a known browser", async () => {
    await accountFrom({ ua: CHROME_WINDOWS, country: "DE" });
    await signInFrom({ ua: CHROME_WINDOWS.replace("126.0.0.0", "127.0.0.0"), country: "DE" });
    expect(await noticesTo("lena@example.com")).toEqual([]);
  });

  it("goes to the owner once per new browser, OS or country, in the account's language", async () => {
    await accountFrom({ ua: CHROME_WINDOWS, country: "DE", language: "fr" });
    await Promise.all([
      signInFrom({ ua: FIREFOX_LINUX, country: "NL" }),
      signInFrom({ ua: FIREFOX_LINUX, country: "NL" }),
    ]);
    const notices = await noticesTo("lena@example.com");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toMatch(/connexion/i);
    expect(notices[0]?.body).toContain("Firefox 128");
    expect(notices[0]?.body).toContain("Pays-Bas");
    expect(notices[0]?.body).toContain("/fr/myaccount#sessions");
    await signInFrom({ ua: CHROME_WINDOWS, country: "NL" });
    expect(await noticesTo("lena@example.com")).toHaveLength(2);
  });
});
