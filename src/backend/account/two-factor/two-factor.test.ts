import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { devRecaptcha, resetAccounts, setPasswordOf, signUp } from "../../../../test/support/api";
import { type BackendCallOptions, callBackend } from "../../../../test/support/backend";
import type { ApiAnswer } from "../../../api/answer";
import { API_ERRORS } from "../../../api/codes";
import {
  type Endpoint,
  login,
  loginSecondFactor,
  profile,
  resetPassword,
  twoFactorDisable,
  twoFactorEnable,
  twoFactorSetup,
  verificationRequest,
} from "../../../api/contract";
import { CHALLENGE_MAX_ATTEMPTS, CHALLENGE_TTL_SECONDS, createChallenge } from "./challenges";

beforeEach(resetAccounts);

const PASSWORD = "Harbour!Lights9";
const EMAIL = "mia@example.com";
/** A fixed start on a time-step boundary; each test moves from it in whole steps. */
const T0 = Math.floor(Date.now() / 30_000) * 30_000;
const STEP = 30_000;

const call = (endpoint: Endpoint, input: Record<string, unknown>, options: BackendCallOptions = {}) =>
  callBackend(endpoint, input, { nowMs: T0, ...options });

/** What an authenticator app shows at `nowMs` for the secret. */
function codeAt(secret: string, nowMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: nowMs });
}

const dataOf = <T>(answer: ApiAnswer) => answer.body.data as T;

async function accountWithPassword(): Promise<string> {
  return setPasswordOf(await signUp(), EMAIL, PASSWORD);
}

/** An account with 2FA on: its session, secret and recovery codes. */
async function accountWithTwoFactor() {
  const token = await accountWithPassword();
  const { secret } = dataOf<{ secret: string }>(await call(twoFactorSetup, {}, { token }));
  const enabled = await call(twoFactorEnable, { code: codeAt(secret, T0) }, { token });
  expect(enabled.status).toBe(200);
  const { recovery_codes } = dataOf<{ recovery_codes: string[] }>(enabled);
  return { token, secret, recoveryCodes: recovery_codes };
}

/** The password step (at T0: the recaptcha stand-in's tokens live two minutes of real time). */
async function passwordStep(password = PASSWORD) {
  return call(login, { email: EMAIL, password }, { ip: "198.51.100.21", recasign: await devRecaptcha("v2") });
}

/** A challenge as the right password gets it: through login at T0, else made at `nowMs`. */
async function challengeOf(nowMs = T0): Promise<string> {
  if (nowMs !== T0) {
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(EMAIL)
      .first<{ id: number }>();
    return createChallenge(env.DB, user?.id ?? 0, nowMs);
  }
  const answer = await passwordStep();
  expect(answer.body.code).toBe(API_ERRORS.secondFactorRequired.code);
  return dataOf<{ challenge: string }>(answer).challenge;
}

const secondStep = (challenge: string, code: string, nowMs = T0, ip = "198.51.100.22") =>
  call(loginSecondFactor, { challenge, code }, { nowMs, ip });

describe("2fa/setup and 2fa/enable", () => {
  it("answers a base32 secret, an otpauth URL for VPN Master and the e-mail, and a QR code as SVG", async () => {
    const token = await accountWithPassword();
    const answer = await call(twoFactorSetup, {}, { token });
    expect(answer.status).toBe(200);
    const data = dataOf<{ secret: string; otpauth_url: string; qr_svg: string }>(answer);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/VPN Master:${EMAIL}`);
    expect(url.searchParams.get("issuer")).toBe("VPN Master");
    expect(url.searchParams.get("secret")).toBe(data.secret);
    expect(data.qr_svg).toMatch(/^<svg /);
    // The site's CSP allows no inline styles: the markup must not need any.
    expect(data.qr_svg).not.toMatch(/style/i);
  });

  it("is refused to an account without e-mail and password", async () => {
    const answer = await call(twoFactorSetup, {}, { token: await signUp() });
    expect(answer.body.code).toBe(API_ERRORS.twoFactorNeedsPassword.code);
  });

  it("stays off until a right code; then answers 10 distinct recovery codes once and the profile says so", async () => {
    const token = await accountWithPassword();
    const { secret } = dataOf<{ secret: string }>(await call(twoFactorSetup, {}, { token }));
    const wrong = await call(twoFactorEnable, { code: codeAt(secret, T0 + 10 * STEP) }, { token });
    expect(wrong.body.code).toBe(API_ERRORS.secondFactorInvalid.code);
    const before = dataOf<{ two_factor: unknown }>(await call(profile, {}, { token }));
    expect(before.two_factor).toEqual({ enabled: 0, recovery_codes_left: 0 });

    const enabled = await call(twoFactorEnable, { code: codeAt(secret, T0) }, { token });
    const codes = dataOf<{ recovery_codes: string[] }>(enabled).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const after = dataOf<{ two_factor: unknown }>(await call(profile, {}, { token }));
    expect(after.two_factor).toEqual({ enabled: 1, recovery_codes_left: 10 });
    // Stored hashed, never as issued.
    const stored = await env.DB.prepare("SELECT code_hash FROM two_factor_recovery_codes").all<{
      code_hash: string;
    }>();
    expect(stored.results).toHaveLength(10);
    for (const row of stored.results) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.join()).not.toContain(row.code_hash);
    }
    // A second setup cannot replace the secret of an account with 2FA on.
    expect((await call(twoFactorSetup, {}, { token })).body.code).toBe(API_ERRORS.twoFactorAlreadyOn.code);
  });
});

describe("login with 2FA on", () => {
  it("answers 41010 with a challenge to the right password, never a session", async () => {
    await accountWithTwoFactor();
    const sessionsBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>();
    const answer = await passwordStep();
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(API_ERRORS.secondFactorRequired.code);
    const data = dataOf<Record<string, unknown>>(answer);
    expect(data.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expires_in).toBe(CHALLENGE_TTL_SECONDS);
    expect(data).not.toHaveProperty("token");
    const sessionsAfter = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>();
    expect(sessionsAfter?.n).toBe(sessionsBefore?.n);
  });

  it("a wrong password still answers 41001, without a challenge", async () => {
    await accountWithTwoFactor();
    const answer = await passwordStep("Wrong!Pass1");
    expect(answer.body.code).toBe(API_ERRORS.wrongCredentials.code);
  });

  it("accepts the TOTP of this step and of one step either side, not two", async () => {
    const { secret } = await accountWithTwoFactor();
    const now = T0 + 100 * STEP;
    for (const offset of [-1, 0, 1]) {
      const answer = await secondStep(await challengeOf(now), codeAt(secret, now + offset * STEP), now);
      expect(answer.status, `offset ${offset}`).toBe(200);
      expect(dataOf<{ token: string }>(answer).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Each accepted step is spent: the next test step must be later (offsets ascend).
    }
    const later = T0 + 200 * STEP;
    for (const offset of [-2, 2]) {
      const answer = await secondStep(await challengeOf(later), codeAt(secret, later + offset * STEP), later);
      expect(answer.body.code, `offset ${offset}`).toBe(API_ERRORS.secondFactorInvalid.code);
    }
  });

  it("never accepts a TOTP twice, nor one of an earlier step, also with a new challenge", async () => {
    const { secret } = await accountWithTwoFactor();
    const now = T0 + 10 * STEP;
    const code = codeAt(secret, now);
    expect((await secondStep(await challengeOf(now), code, now)).status).toBe(200);
    const replay = await secondStep(await challengeOf(now), code, now);
    expect(replay.body.code).toBe(API_ERRORS.secondFactorInvalid.code);
    const earlier = await secondStep(await challengeOf(now), codeAt(secret, now - STEP), now);
    expect(earlier.body.code).toBe(API_ERRORS.secondFactorInvalid.code);
  });

  it("lets one of two parallel requests with the same TOTP through", async () => {
    const { secret } = await accountWithTwoFactor();
    const now = T0 + 20 * STEP;
    const [a, b] = [await challengeOf(now), await challengeOf(now)];
    const code = codeAt(secret, now);
    const answers = await Promise.all([secondStep(a, code, now), secondStep(b, code, now)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
  });

  it("takes each recovery code once (dashes, spaces and case do not matter), and counts them down", async () => {
    const { token, recoveryCodes } = await accountWithTwoFactor();
    const [first = "", second = ""] = recoveryCodes;
    const answer = await secondStep(await challengeOf(), first);
    expect(answer.status).toBe(200);
    const again = await secondStep(await challengeOf(), first);
    expect(again.body.code).toBe(API_ERRORS.secondFactorInvalid.code);
    const typed = ` ${second.replace("-", " ").toUpperCase()} `;
    expect((await secondStep(await challengeOf(), typed)).status).toBe(200);
    const me = dataOf<{ two_factor: unknown }>(await call(profile, {}, { token }));
    expect(me.two_factor).toEqual({ enabled: 1, recovery_codes_left: 8 });
  });

  it("compares at most 5 codes of 20 sent at once to one challenge; then even the right one is refused", async () => {
    const { secret } = await accountWithTwoFactor();
    const now = T0 + 30 * STEP;
    const challenge = await challengeOf(now);
    const wrong = codeAt(secret, now + 50 * STEP);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => secondStep(challenge, wrong, now, `203.0.113.${i + 1}`)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === API_ERRORS.secondFactorInvalid.code)).toHaveLength(
      CHALLENGE_MAX_ATTEMPTS,
    );
    expect(codes.filter((c) => c === API_ERRORS.challengeLocked.code)).toHaveLength(
      20 - CHALLENGE_MAX_ATTEMPTS,
    );
    const right = await secondStep(challenge, codeAt(secret, now), now);
    expect(right.body.code).toBe(API_ERRORS.challengeLocked.code);
    // A new password step gives new tries.
    expect((await secondStep(await challengeOf(now), codeAt(secret, now), now)).status).toBe(200);
  });

  it("refuses an expired, a used and an unknown challenge", async () => {
    const { secret } = await accountWithTwoFactor();
    const now = T0 + 40 * STEP;
    const stale = await challengeOf(now);
    const late = now + (CHALLENGE_TTL_SECONDS + 1) * 1000;
    expect((await secondStep(stale, codeAt(secret, late), late)).body.code).toBe(
      API_ERRORS.challengeExpired.code,
    );
    const used = await challengeOf(now);
    expect((await secondStep(used, codeAt(secret, now), now)).status).toBe(200);
    expect((await secondStep(used, codeAt(secret, now + STEP), now + STEP)).body.code).toBe(
      API_ERRORS.challengeExpired.code,
    );
    const unknown = "A".repeat(43);
    expect((await secondStep(unknown, codeAt(secret, now), now)).body.code).toBe(
      API_ERRORS.challengeExpired.code,
    );
  });

  it("clears the account's expired challenges when a new one is made", async () => {
    await accountWithTwoFactor();
    await challengeOf(T0 - 3600_000);
    await challengeOf(T0 - 1800_000);
    await challengeOf(T0 + STEP);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM two_factor_challenges").first<{
      n: number;
    }>();
    expect(left?.n).toBe(1);
  });

  it("is limited per IP (and IPv6 /64) with 429", async () => {
    await accountWithTwoFactor();
    const challenge = await challengeOf();
    for (let i = 0; i < 20; i++) await secondStep(challenge, "000000", T0, `2001:db8:1:2::${i + 1}`);
    const limited = await secondStep(challenge, "000000", T0, "2001:db8:1:2::ff");
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(API_ERRORS.rateLimited.code);
  });

  it("still needs the second factor after a password reset", async () => {
    const { secret } = await accountWithTwoFactor();
    await call(verificationRequest, { email: EMAIL, purpose: "reset_password" });
    // The code only travels by mail: take the verify step's effect directly, as its own tests cover it.
    const { randomToken, sha256Hex } = await import("../../crypto");
    const verifyToken = randomToken();
    await env.DB.prepare(
      "UPDATE verifications SET verify_token_hash = ?, verify_token_expires_at = ? WHERE email = ?",
    )
      .bind(await sha256Hex(verifyToken), T0 + 600_000, EMAIL)
      .run();
    const NEW_PASSWORD = "Quiet#River22";
    const reset = await call(resetPassword, {
      email: EMAIL,
      verify_token: verifyToken,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const answer = await passwordStep(NEW_PASSWORD);
    expect(answer.body.code).toBe(API_ERRORS.secondFactorRequired.code);
    expect(dataOf<Record<string, unknown>>(answer)).not.toHaveProperty("token");
    const challenge = dataOf<{ challenge: string }>(answer).challenge;
    expect((await secondStep(challenge, codeAt(secret, T0 + STEP), T0 + STEP)).status).toBe(200);
  });
});

describe("2fa/disable", () => {
  it("needs the password and a code; then the password alone signs in again", async () => {
    const { token, secret } = await accountWithTwoFactor();
    const now = T0 + 60 * STEP;
    const noPassword = await call(
      twoFactorDisable,
      { password: "Wrong!Pass1", code: codeAt(secret, now) },
      { token, nowMs: now },
    );
    expect(noPassword.body.code).toBe(API_ERRORS.wrongPassword.code);
    const noCode = await call(
      twoFactorDisable,
      { password: PASSWORD, code: "123456" },
      { token, nowMs: now },
    );
    expect(noCode.body.code).toBe(API_ERRORS.secondFactorInvalid.code);
    const missing = await call(twoFactorDisable, { password: PASSWORD }, { token, nowMs: now });
    expect(missing.body.code).toBe(API_ERRORS.invalidInput.code);
    expect((await passwordStep()).body.code).toBe(API_ERRORS.secondFactorRequired.code);

    const off = await call(
      twoFactorDisable,
      { password: PASSWORD, code: codeAt(secret, now) },
      { token, nowMs: now },
    );
    expect(off.status).toBe(200);
    const me = dataOf<{ two_factor: unknown }>(await call(profile, {}, { token }));
    expect(me.two_factor).toEqual({ enabled: 0, recovery_codes_left: 0 });
    const left = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM two_factor) + (SELECT COUNT(*) FROM two_factor_recovery_codes) AS n",
    ).first<{ n: number }>();
    expect(left?.n).toBe(0);
    const signIn = await passwordStep();
    expect(signIn.status).toBe(200);
  });

  it("accepts a recovery code as the second factor", async () => {
    const { token, recoveryCodes } = await accountWithTwoFactor();
    const off = await call(twoFactorDisable, { password: PASSWORD, code: recoveryCodes[3] }, { token });
    expect(off.status).toBe(200);
  });
});
