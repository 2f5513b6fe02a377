import { Secret, TOTP } from "otpauth";
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
import { API_ERRORS } from "../codes";
import { login, loginSecondFactor, profile, twoFactorEnable, twoFactorSetup } from "../contract";

beforeEach(resetAccounts);

const EMAIL = "noor@example.com";
const PASSWORD = "Harbour!Lights9";
const codeNow = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe("gateway: a 2FA sign-in", () => {
  it("sets the session cookie only after the second factor, never for the password alone", async () => {
    const token = await setPasswordOf(await signUp(), EMAIL, PASSWORD);
    const setup = await json<{ data: { secret: string } }>(await callApi(twoFactorSetup, { token }));
    const enabled = await callApi(twoFactorEnable, { token, body: { code: codeNow(setup.data.secret, -1) } });
    expect(enabled.status).toBe(200);

    const password = await callApi(login, {
      recasign: await devRecaptcha("v2"),
      body: { email: EMAIL, password: PASSWORD },
    });
    expect(password.status).toBe(400);
    expect(tokenCookieOf(password)).toBeNull();
    const first = await json<{ code: number; data: { challenge: string } }>(password);
    expect(first.code).toBe(API_ERRORS.secondFactorRequired.code);
    // The challenge is no session: the profile refuses it as a token.
    expect((await callApi(profile, { token: first.data.challenge })).status).toBe(401);

    const wrong = await callApi(loginSecondFactor, {
      body: {
        challenge: first.data.challenge,
        code: "000000" === codeNow(setup.data.secret) ? "111111" : "000000",
      },
    });
    expect(wrong.status).toBe(400);
    expect(tokenCookieOf(wrong)).toBeNull();

    const second = await callApi(loginSecondFactor, {
      body: { challenge: first.data.challenge, code: codeNow(setup.data.secret) },
    });
    expect(second.status).toBe(200);
    const session = tokenCookieOf(second);
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token travels only in the HttpOnly cookie, never in the JSON.
    expect(JSON.stringify(await json(second))).not.toContain(session);
    const me = await json<{ data: { email: string } }>(await callApi(profile, { token: session }));
    expect(me.data.email).toBe(EMAIL);
  });
});
