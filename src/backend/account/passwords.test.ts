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
import { changePassword, login, profile } from "../../api/contract";

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
