import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callApi,
  devRecaptcha,
  json,
  resetAccounts,
  SANDBOX_ORIGIN,
  setPasswordOf,
  signUp,
  tokenCookieOf,
} from "../../../../test/support/api";
import { PASSKEYS_STORED_BY_SIMPLEWEBAUTHN } from "../../../../test/support/passkey-fixtures";
import {
  type Algorithm,
  b64url as b64urlForTest,
  FLAGS,
  fromB64url as fromB64urlForTest,
  SoftwareAuthenticator,
} from "../../../../test/support/software-authenticator";
import type { ApiAnswer } from "../../../api/answer";
import { API_ERRORS } from "../../../api/codes";
import {
  type Endpoint,
  login,
  loginPasskeyOptions,
  loginPasskeyVerify,
  passkeyList,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  passkeyRemove,
  passkeyRename,
  profile,
} from "../../../api/contract";
import { dispatch } from "../../dispatch";
import { ACCOUNT_LIMITS } from "../limits";

beforeEach(resetAccounts);

const HOST = "preview.vpnmaster.test";
const ORIGIN = `https://${HOST}`;
const T0 = Date.now();

function call(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  options: { token?: string | null; ip?: string; recasign?: string } = {},
): Promise<ApiAnswer> {
  return dispatch(
    { endpoint, input, recasign: options.recasign ?? null, token: options.token ?? null },
    {
      env,
      nowMs: T0,
      ip: options.ip ?? "198.51.100.30",
      country: null,
      host: HOST,
      environment: "sandbox",
      from: null,
      waitUntil: () => undefined,
    },
  );
}

const dataOf = <T>(answer: ApiAnswer) => answer.body.data as T;
type CreationOptions = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId: string };

async function registrationOptions(token: string) {
  const answer = await call(passkeyRegisterOptions, {}, { token });
  expect(answer.status).toBe(200);
  return dataOf<{ options: CreationOptions }>(answer).options;
}

async function loginOptions() {
  const answer = await call(loginPasskeyOptions, {});
  expect(answer.status).toBe(200);
  return dataOf<{ options: RequestOptions }>(answer).options;
}

/** An account with one passkey on a software authenticator. */
async function accountWithPasskey(name = "Work laptop", algorithm: Algorithm = "ES256") {
  const token = await signUp();
  const key = await SoftwareAuthenticator.create(algorithm);
  const response = await key.register(await registrationOptions(token), { origin: ORIGIN });
  const stored = await call(passkeyRegisterVerify, { name, response }, { token });
  expect(stored.status).toBe(200);
  const { passkey } = dataOf<{ passkey: { id: number } }>(stored);
  return { token, key, passkeyId: passkey.id };
}

const passkeyCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM passkeys").first<{ n: number }>())?.n ?? 0;

describe("passkey registration", () => {
  it("stores the passkey under its name and lists it, never used yet", async () => {
    const { token, passkeyId } = await accountWithPasskey("  Work laptop  ");
    const list = dataOf<{ passkeys: unknown[] }>(await call(passkeyList, {}, { token }));
    expect(list.passkeys).toEqual([
      // The answer says epoch seconds (D1 keeps ms).
      { id: passkeyId, name: "Work laptop", created_at: Math.floor(T0 / 1000), last_used_at: null },
    ]);
  });

  it("offers options for this host as the relying party, excluding the account's own passkeys", async () => {
    const { token, key } = await accountWithPasskey();
    const options = (await registrationOptions(token)) as CreationOptions & {
      excludeCredentials: { id: string }[];
      authenticatorSelection: { residentKey: string };
    };
    expect(options.rp.id).toBe(HOST);
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([key.credentialId]);
    expect(options.authenticatorSelection.residentKey).toBe("required");
  });

  it("refuses a name that is empty or longer than 64 characters, and stores nothing", async () => {
    const token = await signUp();
    const key = await SoftwareAuthenticator.create();
    for (const name of ["   ", "x".repeat(65), "tab\there"]) {
      const response = await key.register(await registrationOptions(token), { origin: ORIGIN });
      const answer = await call(passkeyRegisterVerify, { name, response }, { token });
      expect(answer.body.code).toBe(API_ERRORS.invalidInput.code);
    }
    expect(await passkeyCount()).toBe(0);
  });

  it("refuses a replayed challenge: the same creation sent again is not stored twice", async () => {
    const token = await signUp();
    const key = await SoftwareAuthenticator.create();
    const response = await key.register(await registrationOptions(token), { origin: ORIGIN });
    expect((await call(passkeyRegisterVerify, { name: "A", response }, { token })).status).toBe(200);
    const again = await call(passkeyRegisterVerify, { name: "B", response }, { token });
    expect(again.body.code).toBe(API_ERRORS.passkeyChallengeInvalid.code);
    expect(await passkeyCount()).toBe(1);
  });

  it("refuses a creation made on another origin", async () => {
    const token = await signUp();
    const key = await SoftwareAuthenticator.create();
    const response = await key.register(await registrationOptions(token), {
      origin: "https://vpnmaster.example.net",
    });
    const answer = await call(passkeyRegisterVerify, { name: "Phished", response }, { token });
    expect(answer.body.code).toBe(API_ERRORS.passkeyRejected.code);
    expect(await passkeyCount()).toBe(0);
  });

  it("refuses another account's registration challenge", async () => {
    const mine = await signUp("198.51.100.2");
    const theirs = await signUp("198.51.100.3");
    const key = await SoftwareAuthenticator.create();
    const response = await key.register(await registrationOptions(theirs), { origin: ORIGIN });
    const answer = await call(passkeyRegisterVerify, { name: "Mine", response }, { token: mine });
    expect(answer.body.code).toBe(API_ERRORS.passkeyChallengeInvalid.code);
    expect(await passkeyCount()).toBe(0);
  });

  it("stores exactly one of two creations sent at once with the same challenge", async () => {
    const token = await signUp();
    const options = await registrationOptions(token);
    const first = await (await SoftwareAuthenticator.create()).register(options, { origin: ORIGIN });
    const second = await (await SoftwareAuthenticator.create()).register(options, { origin: ORIGIN });
    const answers = await Promise.all([
      call(passkeyRegisterVerify, { name: "One", response: first }, { token }),
      call(passkeyRegisterVerify, { name: "Two", response: second }, { token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await passkeyCount()).toBe(1);
  });
});

describe("passkey sign-in", () => {
  it("starts a session like a password sign-in and records the use", async () => {
    const { key, passkeyId } = await accountWithPasskey();
    const response = await key.assert(await loginOptions(), { origin: ORIGIN });
    const answer = await call(loginPasskeyVerify, { response });
    expect(answer.status).toBe(200);
    const { token, user_id } = dataOf<{ token: string; user_id: number }>(answer);
    const me = await call(profile, {}, { token });
    expect(dataOf<{ user_id: number }>(me).user_id).toBe(user_id);
    const row = await env.DB.prepare("SELECT counter, last_used_at FROM passkeys WHERE id = ?")
      .bind(passkeyId)
      .first();
    expect(row).toEqual({ counter: 1, last_used_at: T0 });
  });

  it("through the gateway, sets the session cookie and keeps the token out of the answer, as login does", async () => {
    const { key } = await accountWithPasskey();
    const optionsAnswer = await callApi(loginPasskeyOptions);
    const { options } = (await json<{ data: { options: RequestOptions } }>(optionsAnswer)).data;
    const response = await key.assert(options, { origin: SANDBOX_ORIGIN });
    const answer = await callApi(loginPasskeyVerify, { body: { response } });
    expect(answer.status).toBe(200);
    const token = tokenCookieOf(answer);
    expect(token).toBeTruthy();
    expect((await json<{ data: Record<string, unknown> }>(answer)).data).not.toHaveProperty("token");
    expect((await callApi(profile, { token })).status).toBe(200);
  });

  it("asks an account with two-factor sign-in on for no second code", async () => {
    const { token, key } = await accountWithPasskey();
    const withPassword = await setPasswordOf(token, "lea@example.com", "Harbour!Lights9");
    await env.DB.prepare(
      "INSERT INTO two_factor (user_id, secret, enabled_at, created_at) SELECT user_id, 'JBSWY3DPEHPK3PXP', 1, 1 FROM sessions LIMIT 1",
    ).run();
    const password = await call(
      login,
      { email: "lea@example.com", password: "Harbour!Lights9" },
      { recasign: await devRecaptcha("v2") },
    );
    expect(password.body.code).toBe(API_ERRORS.secondFactorRequired.code);
    const answer = await call(loginPasskeyVerify, {
      response: await key.assert(await loginOptions(), { origin: ORIGIN }),
    });
    expect(answer.status).toBe(200);
    expect(withPassword).toBeTruthy();
  });

  it("refuses a replayed assertion", async () => {
    const { key } = await accountWithPasskey();
    const response = await key.assert(await loginOptions(), { origin: ORIGIN });
    expect((await call(loginPasskeyVerify, { response })).status).toBe(200);
    const replay = await call(loginPasskeyVerify, { response });
    expect(replay.body.code).toBe(API_ERRORS.passkeyChallengeInvalid.code);
    expect(dataOf<unknown>(replay)).toBeFalsy();
  });

  it("refuses an assertion made on another origin (a phishing page relaying the challenge)", async () => {
    const { key } = await accountWithPasskey();
    const response = await key.assert(await loginOptions(), { origin: "https://vpnmaster.example.net" });
    const answer = await call(loginPasskeyVerify, { response });
    expect(answer.body.code).toBe(API_ERRORS.passkeyRejected.code);
  });

  it("refuses a challenge it never issued", async () => {
    const { key } = await accountWithPasskey();
    const response = await key.assert(await loginOptions(), { origin: ORIGIN, challenge: "bm90LWlzc3VlZA" });
    expect((await call(loginPasskeyVerify, { response })).body.code).toBe(
      API_ERRORS.passkeyChallengeInvalid.code,
    );
  });

  it("refuses a counter that went back (a cloned authenticator)", async () => {
    const { key } = await accountWithPasskey();
    expect(
      (
        await call(loginPasskeyVerify, {
          response: await key.assert(await loginOptions(), { origin: ORIGIN, counter: 5 }),
        })
      ).status,
    ).toBe(200);
    const cloned = await key.assert(await loginOptions(), { origin: ORIGIN, counter: 3 });
    expect((await call(loginPasskeyVerify, { response: cloned })).body.code).toBe(
      API_ERRORS.passkeyRejected.code,
    );
  });

  it("refuses a passkey that is not registered (removed, or never here)", async () => {
    await accountWithPasskey();
    const stranger = await SoftwareAuthenticator.create();
    const response = await stranger.assert(await loginOptions(), { origin: ORIGIN });
    expect((await call(loginPasskeyVerify, { response })).body.code).toBe(API_ERRORS.passkeyUnknown.code);
  });

  it("starts exactly one session from two assertions sent at once with one challenge", async () => {
    const { key } = await accountWithPasskey();
    const options = await loginOptions();
    const first = await key.assert(options, { origin: ORIGIN });
    const second = await key.assert(options, { origin: ORIGIN });
    const sessionsBefore = await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>();
    const answers = await Promise.all([
      call(loginPasskeyVerify, { response: first }),
      call(loginPasskeyVerify, { response: second }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const sessionsAfter = await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>();
    expect((sessionsAfter?.n ?? 0) - (sessionsBefore?.n ?? 0)).toBe(1);
  });

  it("answers 429 once an address has tried too many times", async () => {
    const stranger = await SoftwareAuthenticator.create();
    const tries = ACCOUNT_LIMITS.passkeyVerifyPerIp.max;
    for (let i = 0; i < tries; i++) {
      const response = await stranger.assert({ challenge: "bm9wZQ", rpId: HOST }, { origin: ORIGIN });
      expect((await call(loginPasskeyVerify, { response }, { ip: "203.0.113.9" })).status).toBe(400);
    }
    const response = await stranger.assert({ challenge: "bm9wZQ", rpId: HOST }, { origin: ORIGIN });
    const refused = await call(loginPasskeyVerify, { response }, { ip: "203.0.113.9" });
    expect(refused.status).toBe(429);
  });
});

describe("passkey verification", () => {
  type RegisterCeremony = Parameters<SoftwareAuthenticator["register"]>[1];
  type AssertCeremony = Parameters<SoftwareAuthenticator["assert"]>[1];

  /** Registers a fresh key with the ceremony's twists; the answer and the passkeys stored. */
  async function registerWith(ceremony: Partial<RegisterCeremony>, algorithm: Algorithm = "ES256") {
    const token = await signUp();
    const key = await SoftwareAuthenticator.create(algorithm);
    const response = await key.register(await registrationOptions(token), { origin: ORIGIN, ...ceremony });
    const answer = await call(passkeyRegisterVerify, { name: "Key", response }, { token });
    return { answer, stored: await passkeyCount() };
  }

  /** Signs in with a registered key and the ceremony's twists. */
  async function signInWith(ceremony: Partial<AssertCeremony>) {
    const { key } = await accountWithPasskey();
    const response = await key.assert(await loginOptions(), { origin: ORIGIN, ...ceremony });
    return call(loginPasskeyVerify, { response });
  }

  const rejected = API_ERRORS.passkeyRejected.code;

  for (const algorithm of ["ES256", "RS256", "EdDSA"] as const) {
    it(`registers and signs in with a ${algorithm} key`, async () => {
      const { key, passkeyId } = await accountWithPasskey("Key", algorithm);
      const first = await call(loginPasskeyVerify, {
        response: await key.assert(await loginOptions(), { origin: ORIGIN }),
      });
      expect(first.status).toBe(200);
      const row = await env.DB.prepare("SELECT counter FROM passkeys WHERE id = ?").bind(passkeyId).first();
      expect(row).toEqual({ counter: 1 });
    });
  }

  for (const fixture of PASSKEYS_STORED_BY_SIMPLEWEBAUTHN) {
    it(`signs in with a ${fixture.algorithm} passkey stored by the earlier verifier (@simplewebauthn/server)`, async () => {
      const token = await signUp();
      const { user_id } = dataOf<{ user_id: number }>(await call(profile, {}, { token }));
      await env.DB.prepare(
        `INSERT INTO passkeys (credential_id, user_id, public_key, counter, transports, name, created_at)
         VALUES (?, ?, ?, ?, 'internal', 'Old', 1)`,
      )
        .bind(fixture.credentialId, user_id, fixture.publicKey, fixture.counter)
        .run();
      const key = await SoftwareAuthenticator.fromPrivateJwk(
        fixture.algorithm,
        fixture.privateJwk,
        fixture.credentialId,
      );
      const answer = await call(loginPasskeyVerify, {
        response: await key.assert(await loginOptions(), { origin: ORIGIN }),
      });
      expect(answer.status).toBe(200);
      expect(dataOf<{ user_id: number }>(answer).user_id).toBe(user_id);
      // The same key signing for another challenge than the one spent is still refused.
      const forged = await key.assert(await loginOptions(), { origin: ORIGIN });
      const other = await key.assert(await loginOptions(), { origin: ORIGIN });
      forged.response.signature = other.response.signature;
      expect((await call(loginPasskeyVerify, { response: forged })).body.code).toBe(rejected);
    });
  }

  it("accepts packed self-attestation (no certificate), signed by the new key", async () => {
    for (const algorithm of ["ES256", "RS256", "EdDSA"] as const) {
      const { answer } = await registerWith({ attestation: "packed-self" }, algorithm);
      expect(answer.status).toBe(200);
    }
  });

  it("refuses packed self-attestation whose signature is not the new key's", async () => {
    const stranger = await SoftwareAuthenticator.create();
    const { answer, stored } = await registerWith({
      attStmt: new Map<string, number | Uint8Array>([
        ["alg", -7],
        ["sig", await stranger.sign(new Uint8Array([1, 2, 3]))],
      ]),
      attestation: "packed-self",
    });
    expect(answer.body.code).toBe(rejected);
    expect(stored).toBe(0);
  });

  it("refuses attestation with certificates (packed x5c, fido-u2f, tpm): the site asks for none", async () => {
    for (const attestation of ["packed-x5c", "fido-u2f", "tpm"] as const) {
      const { answer, stored } = await registerWith({ attestation });
      expect(answer.body.code).toBe(rejected);
      expect(stored).toBe(0);
    }
  });

  it("refuses a none attestation that carries a statement", async () => {
    const { answer } = await registerWith({ attStmt: new Map([["sig", new Uint8Array([1])]]) });
    expect(answer.body.code).toBe(rejected);
  });

  it("refuses a creation without user presence, and accepts one without user verification", async () => {
    expect((await registerWith({ flags: FLAGS.uv | FLAGS.at })).answer.body.code).toBe(rejected);
    expect((await registerWith({ flags: FLAGS.up | FLAGS.at })).answer.status).toBe(200);
  });

  it("refuses a creation for another rpId, of the wrong type, or with bytes after the key", async () => {
    expect((await registerWith({ rpId: "vpnmaster.example.net" })).answer.body.code).toBe(rejected);
    expect((await registerWith({ type: "webauthn.get" })).answer.body.code).toBe(rejected);
    expect((await registerWith({ trailing: new Uint8Array([0]) })).answer.body.code).toBe(rejected);
  });

  it("refuses backup state without backup eligibility, which no authenticator can have", async () => {
    const flags = FLAGS.up | FLAGS.uv | FLAGS.at | FLAGS.bs;
    expect((await registerWith({ flags })).answer.body.code).toBe(rejected);
    expect((await signInWith({ flags: FLAGS.up | FLAGS.bs })).body.code).toBe(rejected);
  });

  it("refuses a key of an algorithm it did not offer", async () => {
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -35], // ES384
      [-1, 2],
      [-2, new Uint8Array(48)],
      [-3, new Uint8Array(48)],
    ]);
    expect((await registerWith({ coseKey: key })).answer.body.code).toBe(rejected);
  });

  it("refuses an assertion without user presence, and accepts one without user verification", async () => {
    expect((await signInWith({ flags: FLAGS.uv })).body.code).toBe(rejected);
    expect((await signInWith({ flags: FLAGS.up })).status).toBe(200);
  });

  it("refuses an assertion for another rpId or of the wrong type", async () => {
    expect((await signInWith({ rpId: "vpnmaster.example.net" })).body.code).toBe(rejected);
    expect((await signInWith({ type: "webauthn.create" })).body.code).toBe(rejected);
  });

  it("refuses an assertion whose signature does not match the stored key", async () => {
    const { key } = await accountWithPasskey();
    const response = await key.assert(await loginOptions(), { origin: ORIGIN });
    const bytes = fromB64urlForTest(response.response.authenticatorData);
    bytes[36] = (bytes[36] ?? 0) ^ 1; // the counter's last byte: signed data changed
    response.response.authenticatorData = b64urlForTest(bytes);
    expect((await call(loginPasskeyVerify, { response })).body.code).toBe(rejected);
  });

  it("refuses a ceremony run inside a cross-origin frame (the site cannot be framed)", async () => {
    expect((await signInWith({ clientData: { crossOrigin: true } })).body.code).toBe(rejected);
    expect((await signInWith({ clientData: { topOrigin: "https://evil.example" } })).body.code).toBe(
      rejected,
    );
    expect((await registerWith({ clientData: { crossOrigin: true } })).answer.body.code).toBe(rejected);
  });

  it("keeps a counter of zero from authenticators that keep none, and refuses zero after a count", async () => {
    const { key } = await accountWithPasskey();
    for (let i = 0; i < 2; i++) {
      const response = await key.assert(await loginOptions(), { origin: ORIGIN, counter: 0 });
      expect((await call(loginPasskeyVerify, { response })).status).toBe(200);
    }
    const counted = await key.assert(await loginOptions(), { origin: ORIGIN, counter: 7 });
    expect((await call(loginPasskeyVerify, { response: counted })).status).toBe(200);
    const same = await key.assert(await loginOptions(), { origin: ORIGIN, counter: 7 });
    expect((await call(loginPasskeyVerify, { response: same })).body.code).toBe(rejected);
    const zero = await key.assert(await loginOptions(), { origin: ORIGIN, counter: 0 });
    expect((await call(loginPasskeyVerify, { response: zero })).body.code).toBe(rejected);
  });
});

describe("managing passkeys", () => {
  it("renames and removes the account's own passkey", async () => {
    const { token, passkeyId } = await accountWithPasskey();
    expect((await call(passkeyRename, { id: passkeyId, name: "Phone" }, { token })).status).toBe(200);
    const list = dataOf<{ passkeys: { name: string }[] }>(await call(passkeyList, {}, { token }));
    expect(list.passkeys.map((p) => p.name)).toEqual(["Phone"]);
    expect((await call(passkeyRemove, { id: passkeyId }, { token })).status).toBe(200);
    expect(await passkeyCount()).toBe(0);
  });

  it("answers not found for another account's passkey and changes nothing", async () => {
    const { passkeyId } = await accountWithPasskey("Theirs");
    const other = await signUp("198.51.100.4");
    const rename = await call(passkeyRename, { id: passkeyId, name: "Mine now" }, { token: other });
    const remove = await call(passkeyRemove, { id: passkeyId }, { token: other });
    expect(rename.body.code).toBe(API_ERRORS.passkeyNotFound.code);
    expect(remove.body.code).toBe(API_ERRORS.passkeyNotFound.code);
    const row = await env.DB.prepare("SELECT name FROM passkeys WHERE id = ?").bind(passkeyId).first();
    expect(row).toEqual({ name: "Theirs" });
  });

  it("a removed passkey no longer signs in", async () => {
    const { token, key, passkeyId } = await accountWithPasskey();
    await call(passkeyRemove, { id: passkeyId }, { token });
    const response = await key.assert(await loginOptions(), { origin: ORIGIN });
    expect((await call(loginPasskeyVerify, { response })).body.code).toBe(API_ERRORS.passkeyUnknown.code);
  });
});
