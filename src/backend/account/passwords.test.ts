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
import { API_ERRORS, SESSION_CODES } from "../../api/codes";
import { changePassword, login, profile, setPassword } from "../../api/contract";
import { ACCOUNT_LIMITS } from "./limits";

beforeEach(resetAccounts);

const PASSWORD = "Harbour!Lights9";
const NEW_PASSWORD = "Quiet#River22";

const storedUser = () =>
  env.DB.prepare("SELECT email, password_hash FROM users").first<{
    email: string | null;
    password_hash: string | null;
  }>();

async function logIn(email: string, password: string) {
  return callApi(login, { recasign: await devRecaptcha("v2"), body: { email, password } });
}

describe("set_password", () => {
  it("gives an anonymous account its e-mail and a hashed password", async () => {
    const token = await signUp();
    const response = await callApi(setPassword, {
      token,
      body: { email: "ana@example.com", password: PASSWORD },
    });
    expect(response.status).toBe(200);
    const user = await storedUser();
    expect(user?.email).toBe("ana@example.com");
    expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(user?.password_hash).not.toContain(PASSWORD);
    const renewed = tokenCookieOf(response);
    const me = await json<{ data: { is_password_set: number } }>(await callApi(profile, { token: renewed }));
    expect(me.data.is_password_set).toBe(1);
  });

  it.each([
    ["too short", "Aa!1"],
    ["too long", "Aa!4567890123456789012"],
    ["no upper case", "harbour!lights9"],
    ["no lower case", "HARBOUR!LIGHTS9"],
    ["no symbol", "HarbourLights9"],
    ["not ASCII", "Harbour!Lichtß9"],
  ])("refuses a password that is %s, writing nothing", async (_, password) => {
    const token = await signUp();
    const response = await callApi(setPassword, { token, body: { email: "ana@example.com", password } });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.invalidInput.code);
    expect(await storedUser()).toEqual({ email: null, password_hash: null });
  });

  it("refuses an address that another account has", async () => {
    const first = await signUp();
    await callApi(setPassword, { token: first, body: { email: "ana@example.com", password: PASSWORD } });
    const second = await signUp("198.51.100.9");
    const response = await callApi(setPassword, {
      token: second,
      body: { email: "ANA@example.com", password: PASSWORD },
    });
    expect(response.status).toBe(409);
    expect((await json(response)).code).toBe(API_ERRORS.emailTaken.code);
  });

  it("refuses a second set_password", async () => {
    const token = await setPasswordOf(await signUp(), "ana@example.com", PASSWORD);
    const again = await callApi(setPassword, {
      token,
      body: { email: "other@example.com", password: NEW_PASSWORD },
    });
    expect(again.status).toBe(409);
    expect((await storedUser())?.email).toBe("ana@example.com");
  });

  it("needs a session", async () => {
    const response = await callApi(setPassword, { body: { email: "ana@example.com", password: PASSWORD } });
    expect(response.status).toBe(401);
  });

  it("lets one of two sign-ups of the same address in different case win, at once", async () => {
    const [first, second] = [await signUp("198.51.100.31"), await signUp("198.51.100.32")];
    const answers = await Promise.all([
      callApi(setPassword, { token: first, body: { email: "A@x.com", password: PASSWORD } }),
      callApi(setPassword, { token: second, body: { email: "a@X.com", password: PASSWORD } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = await env.DB.prepare("SELECT email FROM users WHERE email IS NOT NULL").all<{
      email: string;
    }>();
    expect(owners.results).toEqual([{ email: "a@x.com" }]);
  });

  it("replaces the anonymous session: the old token ends, the new cookie signs in", async () => {
    const anonymous = await signUp();
    const response = await callApi(setPassword, {
      token: anonymous,
      body: { email: "ana@example.com", password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ code: 0, data: {} });
    const renewed = tokenCookieOf(response);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(anonymous);
    expect((await json(await callApi(profile, { token: anonymous }))).code).toBe(SESSION_CODES.revoked);
    const me = await json<{ data: { email: string } }>(await callApi(profile, { token: renewed }));
    expect(me.data.email).toBe("ana@example.com");
  });

  it("limits probing addresses from one session", async () => {
    await signUp("198.51.100.40").then((owner) =>
      callApi(setPassword, { token: owner, body: { email: "taken@example.com", password: PASSWORD } }),
    );
    const prober = await signUp("198.51.100.41");
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await callApi(setPassword, {
        token: prober,
        body: { email: "taken@example.com", password: PASSWORD },
      });
      answers.push(response.status);
    }
    // Only the first few probes get an answer at all; the rest learn nothing.
    expect(answers.filter((s) => s !== 429)).toHaveLength(ACCOUNT_LIMITS.setPasswordPerAccount.max);
  });

  it("limits probing from one IPv6 /64 across many sessions", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.setPasswordPerIp.max + 1; i++) {
      const token = await signUp(`198.51.100.${50 + i}`);
      const response = await callApi(setPassword, {
        token,
        body: { email: `probe${i}@example.com`, password: PASSWORD },
        headers: { "CF-Connecting-IP": `2001:db8:9:9::${i + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});

describe("change_password", () => {
  const account = async () => setPasswordOf(await signUp(), "ana@example.com", PASSWORD);

  it("changes the password after checking the current one", async () => {
    const token = await account();
    const response = await callApi(changePassword, {
      token,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect((await logIn("ana@example.com", PASSWORD)).status).toBe(400);
    expect((await logIn("ana@example.com", NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password and keeps the old one", async () => {
    const token = await account();
    const before = (await storedUser())?.password_hash;
    const response = await callApi(changePassword, {
      token,
      body: { old_password: "Wrong!Pass1", new_password: NEW_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.wrongPassword.code);
    expect((await storedUser())?.password_hash).toBe(before);
  });

  it("ends the other sessions when asked, and keeps this one", async () => {
    const token = await account();
    const other = tokenCookieOf(await logIn("ana@example.com", PASSWORD));
    const response = await callApi(changePassword, {
      token,
      body: { old_password: PASSWORD, new_password: NEW_PASSWORD, end_other_sessions: true },
    });
    expect((await json<{ data: { ended_sessions: number } }>(response)).data.ended_sessions).toBe(1);
    expect((await callApi(profile, { token })).status).toBe(200);
    const ended = await callApi(profile, { token: other });
    expect((await json(ended)).code).toBe(SESSION_CODES.revoked);
  });

  it("keeps the other sessions by default", async () => {
    const token = await account();
    const other = tokenCookieOf(await logIn("ana@example.com", PASSWORD));
    await callApi(changePassword, { token, body: { old_password: PASSWORD, new_password: NEW_PASSWORD } });
    expect((await callApi(profile, { token: other })).status).toBe(200);
  });

  it.each([
    ["a weak new password", { old_password: PASSWORD, new_password: "weak" }],
    ["a missing field", { new_password: NEW_PASSWORD }],
    ["a wrong type", { old_password: PASSWORD, new_password: NEW_PASSWORD, end_other_sessions: "yes" }],
  ])("refuses %s", async (_, body) => {
    const token = await account();
    const response = await callApi(changePassword, { token, body });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.invalidInput.code);
  });
});
