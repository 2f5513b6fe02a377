import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callApi,
  devRecaptcha,
  json,
  mailedCode,
  resetAccounts,
  setPasswordOf,
  signUp,
  tokenCookieOf,
} from "../../../test/support/api";
import { API_ERRORS, SESSION_CODES } from "../../api/codes";
import { login, profile, resetPassword, verificationRequest, verificationValidate } from "../../api/contract";
import { ACCOUNT_LIMITS, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from "./limits";

beforeEach(resetAccounts);

const PASSWORD = "Harbour!Lights9";
const NEW_PASSWORD = "Quiet#River22";
const purpose = "reset_password";

/** An account with a password, without the traces of securing it (its code mail and row). */
async function account(email = "leo@example.com") {
  const token = await setPasswordOf(await signUp(), email, PASSWORD);
  await env.DB.batch(
    ["outbox", "verifications", "rate_limits"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
  return token;
}

const request = (email: string, ip = "198.51.100.20") =>
  callApi(verificationRequest, { body: { email, purpose }, headers: { "CF-Connecting-IP": ip } });

async function verifyToken(email: string): Promise<string> {
  await request(email);
  const response = await callApi(verificationValidate, {
    body: { email, purpose, code: await mailedCode(email) },
  });
  return (await json<{ data: { verify_token: string } }>(response)).data.verify_token;
}

describe("verification/request (forgot password)", () => {
  it("answers the same for an address with and without an account, and mails both", async () => {
    await account();
    const known = await request("leo@example.com");
    const unknown = await request("ghost@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    const mails = await env.DB.prepare("SELECT to_address, body FROM outbox ORDER BY id").all<{
      to_address: string;
      body: string;
    }>();
    expect(mails.results.map((m) => m.to_address)).toEqual(["leo@example.com", "ghost@example.com"]);
    // Only the account holder's mail carries a code.
    expect(mails.results[0]?.body).toMatch(/\b\d{6}\b/);
    expect(mails.results[1]?.body).not.toMatch(/\b\d{6}\b/);
  });

  it("writes the mail in the language of the page it was asked from, with or without an account", async () => {
    await account();
    const ask = (email: string) =>
      callApi(verificationRequest, {
        body: { email, purpose, lang: "de" },
        headers: { "CF-Connecting-IP": "198.51.100.21" },
      });
    await ask("leo@example.com");
    await ask("ghost@example.com");
    const mails = await env.DB.prepare("SELECT subject, body FROM outbox ORDER BY id").all<{
      subject: string;
      body: string;
    }>();
    const [withAccount, without] = mails.results;
    expect(withAccount?.subject).toBe("Ihr VPN-Master-Passwort zurücksetzen");
    expect(withAccount?.body).toContain(
      `lautet ${await mailedCode("leo@example.com")}. Er gilt ${CODE_TTL_SECONDS / 60} Minuten.`,
    );
    expect(without?.subject).toBe(withAccount?.subject);
    expect(without?.body).toContain("kein VPN-Master-Konto");
  });

  it("falls back to English for a language the site does not route", async () => {
    await callApi(verificationRequest, { body: { email: "ghost@example.com", purpose, lang: "xx" } });
    const mail = await env.DB.prepare("SELECT subject FROM outbox").first<{ subject: string }>();
    expect(mail?.subject).toBe("Your VPN Master password reset");
  });

  it("stores the code only as a hash", async () => {
    await account();
    await request("leo@example.com");
    const code = await mailedCode("leo@example.com");
    const row = await env.DB.prepare("SELECT code_hash FROM verifications").first<{ code_hash: string }>();
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
  });

  it("is limited per address with 429 and Retry-After", async () => {
    for (let i = 0; i < ACCOUNT_LIMITS.verificationPerEmail.max; i++) {
      expect((await request("leo@example.com", `192.0.2.${i + 1}`)).status).toBe(200);
    }
    const blocked = await request("leo@example.com", "192.0.2.100");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it.each([
    ["an invalid address", { email: "leo@", purpose }],
    ["an unknown purpose", { email: "leo@example.com", purpose: "delete_everything" }],
    ["a missing field", { purpose }],
  ])("refuses %s and mails nothing", async (_, body) => {
    const response = await callApi(verificationRequest, { body });
    expect(response.status).toBe(400);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox").first<{ n: number }>();
    expect(n?.n).toBe(0);
  });
});

describe("verification/validate and reset_password", () => {
  it("resets the password with the mailed code and ends every session", async () => {
    const oldSession = await account();
    const token = await verifyToken("leo@example.com");
    const response = await callApi(resetPassword, {
      body: { email: "leo@example.com", verify_token: token, password: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect((await json(await callApi(profile, { token: oldSession }))).code).toBe(SESSION_CODES.revoked);
    const signIn = await callApi(login, {
      recasign: await devRecaptcha("v2"),
      body: { email: "leo@example.com", password: NEW_PASSWORD },
    });
    expect(tokenCookieOf(signIn)).toBeTruthy();
  });

  it("refuses a wrong code, and every code after too many wrong guesses", async () => {
    await account();
    await request("leo@example.com");
    const right = await mailedCode("leo@example.com");
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const response = await callApi(verificationValidate, {
        body: { email: "leo@example.com", purpose, code: wrong },
      });
      expect((await json(response)).code).toBe(API_ERRORS.codeInvalid.code);
    }
    const late = await callApi(verificationValidate, {
      body: { email: "leo@example.com", purpose, code: right },
    });
    expect(late.status).toBe(400);
  });

  /** One guess from its own IP, so the per-IP limit cannot hide the per-code one. */
  const guess = (code: string, n: number) =>
    callApi(verificationValidate, {
      body: { email: "leo@example.com", purpose, code },
      headers: { "CF-Connecting-IP": `203.0.113.${n + 1}` },
    });

  const attemptsUsed = async () =>
    (await env.DB.prepare("SELECT attempts FROM verifications").first<{ attempts: number }>())?.attempts;

  it("compares at most 5 guesses when 20 wrong ones and the right one arrive at once", async () => {
    await account();
    await request("leo@example.com");
    const right = await mailedCode("leo@example.com");
    const wrong = Array.from({ length: 20 }, (_, i) =>
      String((Number(right) + i + 1) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all([...wrong, right].map((code, n) => guess(code, n)));
    const bodies = await Promise.all(answers.map((r) => json(r)));
    expect(await attemptsUsed()).toBe(CODE_MAX_ATTEMPTS);
    // Only a guess that won one of the 5 slots was compared: the right one may be among them.
    expect(bodies.filter((b) => b.code === 0).length).toBeLessThanOrEqual(1);
    for (const refused of bodies.filter((b) => b.code !== 0)) {
      expect(refused).toMatchObject({
        code: API_ERRORS.codeInvalid.code,
        message: API_ERRORS.codeInvalid.message,
      });
    }
    const late = await guess(right, 100);
    expect(late.status).toBe(API_ERRORS.codeInvalid.status);
    expect(await json(late)).toMatchObject({
      code: API_ERRORS.codeInvalid.code,
      message: API_ERRORS.codeInvalid.message,
    });
  });

  it("refuses the right code once the 5 attempts are spent", async () => {
    await account();
    await request("leo@example.com");
    const right = await mailedCode("leo@example.com");
    const wrong = right === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 20 }, (_, n) => guess(wrong, n)));
    expect(await attemptsUsed()).toBe(CODE_MAX_ATTEMPTS);
    expect((await json(await guess(right, 50))).code).toBe(API_ERRORS.codeInvalid.code);
  });

  it("gives one verify token when the right code arrives 20 times at once", async () => {
    await account();
    await request("leo@example.com");
    const right = await mailedCode("leo@example.com");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => guess(right, n)));
    const tokens = answers.filter((r) => r.status === 200);
    expect(tokens).toHaveLength(1);
  });

  it("finds the code whatever the letter case of the address", async () => {
    await account();
    await request("Leo@Example.com");
    const response = await callApi(verificationValidate, {
      body: { email: "LEO@example.com", purpose, code: await mailedCode("Leo@example.com") },
    });
    expect(response.status).toBe(200);
  });

  it("refuses a code for an address without an account", async () => {
    await request("ghost@example.com");
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM verifications WHERE user_id IS NULL").first<{
      n: number;
    }>();
    expect(row?.n).toBe(1);
    const response = await callApi(verificationValidate, {
      body: { email: "ghost@example.com", purpose, code: "123456" },
    });
    expect(response.status).toBe(400);
  });

  it("spends a verify token once", async () => {
    await account();
    const token = await verifyToken("leo@example.com");
    const body = { email: "leo@example.com", verify_token: token, password: NEW_PASSWORD };
    expect((await callApi(resetPassword, { body })).status).toBe(200);
    const again = await callApi(resetPassword, { body: { ...body, password: "Other#Pass33" } });
    expect((await json(again)).code).toBe(API_ERRORS.resetTokenInvalid.code);
  });

  it("refuses a forged verify token and a weak password, changing nothing", async () => {
    await account();
    const before = await env.DB.prepare("SELECT password_hash FROM users").first<{ password_hash: string }>();
    const forged = await callApi(resetPassword, {
      body: { email: "leo@example.com", verify_token: "A".repeat(43), password: NEW_PASSWORD },
    });
    expect(forged.status).toBe(400);
    const token = await verifyToken("leo@example.com");
    const weak = await callApi(resetPassword, {
      body: { email: "leo@example.com", verify_token: token, password: "weak" },
    });
    expect((await json(weak)).code).toBe(API_ERRORS.invalidInput.code);
    const after = await env.DB.prepare("SELECT password_hash FROM users").first<{ password_hash: string }>();
    expect(after?.password_hash).toBe(before?.password_hash);
  });
});
