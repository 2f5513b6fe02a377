import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { devRecaptcha, resetAccounts, setPasswordOf, signUp } from "../../../../test/support/api";
import { type BackendCallOptions, callBackend } from "../../../../test/support/backend";
import { API_ERRORS } from "../../../api/codes";
import {
  type Endpoint,
  login,
  loginSecondFactor,
  twoFactorEnable,
  twoFactorSetup,
} from "../../../api/contract";
import type { Bindings } from "../../../env";
import { sealSecret, secretKeys } from "./secret-box";

beforeEach(resetAccounts);

const EMAIL = "noor@example.com";
const PASSWORD = "Harbour!Lights9";
const T0 = Math.floor(Date.now() / 30_000) * 30_000;

const call = (endpoint: Endpoint, input: Record<string, unknown>, options: BackendCallOptions = {}) =>
  callBackend(endpoint, input, { nowMs: T0, ip: "198.51.100.40", ...options });

const codeAt = (secret: string, nowMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: nowMs });

const storedSecret = async () =>
  (
    await env.DB.prepare(
      "SELECT t.secret FROM two_factor t JOIN users u ON u.id = t.user_id WHERE u.email = ?",
    )
      .bind(EMAIL)
      .first<{ secret: string }>()
  )?.secret;

/** Signs in with the password, then with the TOTP of `secret` at `nowMs`. */
async function signInWithTotp(secret: string, nowMs: number, bindings: Bindings = env) {
  const first = await call(
    login,
    { email: EMAIL, password: PASSWORD },
    { recasign: await devRecaptcha("v2"), bindings },
  );
  expect(first.body.code).toBe(API_ERRORS.secondFactorRequired.code);
  const { challenge } = first.body.data as { challenge: string };
  return call(loginSecondFactor, { challenge, code: codeAt(secret, nowMs) }, { nowMs, bindings });
}

/** An account with 2FA on, whose row is then replaced by `stored` (a legacy or older-key value). */
async function accountWithStoredSecret(stored: (userId: number, secret: string) => Promise<string>) {
  const token = await setPasswordOf(await signUp("198.51.100.41"), EMAIL, PASSWORD);
  const { secret } = (await call(twoFactorSetup, {}, { token })).body.data as { secret: string };
  expect((await call(twoFactorEnable, { code: codeAt(secret, T0) }, { token })).status).toBe(200);
  const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
    .bind(EMAIL)
    .first<{ id: number }>();
  const userId = user?.id ?? 0;
  await env.DB.prepare("UPDATE two_factor SET secret = ? WHERE user_id = ?")
    .bind(await stored(userId, secret), userId)
    .run();
  return { secret, userId };
}

describe("TOTP secrets at rest", () => {
  it("are stored sealed (AES-GCM with a key id), never as the base32 the app gets", async () => {
    const token = await setPasswordOf(await signUp("198.51.100.41"), EMAIL, PASSWORD);
    const { secret } = (await call(twoFactorSetup, {}, { token })).body.data as { secret: string };
    const stored = await storedSecret();
    expect(stored).toMatch(/^aes1:[0-9a-f]{8}:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain(secret);
    expect((await call(twoFactorEnable, { code: codeAt(secret, T0) }, { token })).status).toBe(200);
    expect((await signInWithTotp(secret, T0 + 30_000)).status).toBe(200);
  });

  it("still accept a plain row from before, and seal it on that use", async () => {
    const { secret } = await accountWithStoredSecret(async (_, plain) => plain);
    expect(await storedSecret()).toBe(secret);
    expect((await signInWithTotp(secret, T0 + 30_000)).status).toBe(200);
    expect(await storedSecret()).toMatch(/^aes1:/);
    expect((await signInWithTotp(secret, T0 + 60_000)).status).toBe(200);
  });

  it("open under the previous key after a rotation, and are resealed under the new one", async () => {
    const oldKeys = await secretKeys({ ...env, TOTP_ENCRYPTION_KEY: "the-old-key" }, "prod");
    if (!oldKeys) throw new Error("no keys");
    const { secret } = await accountWithStoredSecret((userId, plain) => sealSecret(oldKeys, userId, plain));
    const rotated = {
      ...env,
      TOTP_ENCRYPTION_KEY: "the-new-key",
      TOTP_ENCRYPTION_KEY_PREVIOUS: "the-old-key",
    };
    const newKeys = await secretKeys(rotated, "prod");
    expect((await storedSecret())?.split(":")[1]).toBe(oldKeys.current.id);
    expect((await signInWithTotp(secret, T0 + 30_000, rotated)).status).toBe(200);
    expect((await storedSecret())?.split(":")[1]).toBe(newKeys?.current.id);
  });

  it("of another account do not open for this one (the account is the sealed data's context)", async () => {
    const keys = await secretKeys(env, "sandbox");
    if (!keys) throw new Error("no keys");
    const { secret } = await accountWithStoredSecret((userId, plain) => sealSecret(keys, userId + 1, plain));
    const answer = await signInWithTotp(secret, T0 + 30_000);
    expect(answer.body.code).toBe(API_ERRORS.twoFactorUnavailable.code);
  });

  it("without TOTP_ENCRYPTION_KEY in prod, setup answers 503 / 41018 and stores nothing", async () => {
    const token = await setPasswordOf(await signUp("198.51.100.41"), EMAIL, PASSWORD);
    const bindings = { ...env, TOTP_ENCRYPTION_KEY: undefined };
    const answer = await call(twoFactorSetup, {}, { token, bindings, environment: "prod" });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(API_ERRORS.twoFactorUnavailable.code);
    expect(await storedSecret()).toBeUndefined();
  });
});
