import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  callApi,
  json,
  mailedCode,
  resetAccounts,
  setPasswordOf,
  signUp,
  tokenCookieOf,
} from "../../../../test/support/api";
import { API_ERRORS, SESSION_CODES } from "../../../api/codes";
import { profile, setPassword, setPasswordCode } from "../../../api/contract";
import { ACCOUNT_LIMITS, CODE_MAX_ATTEMPTS } from "../limits";

beforeEach(resetAccounts);

const PASSWORD = "Harbour!Lights9";
const NEW_PASSWORD = "Quiet#River22";

const askCode = (token: string, email: string, extra: Record<string, string> = {}, ip = "198.51.100.60") =>
  callApi(setPasswordCode, { token, body: { email, ...extra }, headers: { "CF-Connecting-IP": ip } });
const bind = (token: string, email: string, code: string, password = PASSWORD) =>
  callApi(setPassword, { token, body: { email, password, code } });
const codeOf = async (response: Response) => (await json(response)).code;

const userOf = (id: number) =>
  env.DB.prepare("SELECT email, password_hash FROM users WHERE id = ?")
    .bind(id)
    .first<{ email: string | null; password_hash: string | null }>();
const userIdOf = async (token: string) =>
  (await json<{ data: { user_id: number } }>(await callApi(profile, { token }))).data.user_id;
const mailsTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? ORDER BY id")
      .bind(address)
      .all<{ subject: string; body: string }>()
  ).results;

/** A wrong six-digit code, whatever the right one is. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, "0");

describe("set_password/code and set_password", () => {
  it("binds the address and a hashed password only with the code mailed to it", async () => {
    const token = await signUp();
    const id = await userIdOf(token);
    const asked = await askCode(token, "Ana@Example.com");
    expect(asked.status).toBe(200);
    expect((await json<{ data: { expires_in: number } }>(asked)).data.expires_in).toBe(600);
    const code = await mailedCode("ana@example.com");

    // Without the code, or with a wrong one, nothing is bound.
    expect(await codeOf(await bind(token, "ana@example.com", wrongCode(code)))).toBe(
      API_ERRORS.codeInvalid.code,
    );
    expect(await userOf(id)).toEqual({ email: null, password_hash: null });

    const response = await bind(token, "ana@example.com", code);
    expect(response.status).toBe(200);
    const user = await userOf(id);
    expect(user?.email).toBe("ana@example.com");
    expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(user?.password_hash).not.toContain(PASSWORD);
    const me = await json<{ data: { is_password_set: number } }>(
      await callApi(profile, { token: tokenCookieOf(response) }),
    );
    expect(me.data.is_password_set).toBe(1);
  });

  it("answers a taken address exactly as a free one, and mails its owner instead of a code", async () => {
    await setPasswordOf(await signUp("198.51.100.61"), "owner@example.com", PASSWORD);
    const prober = await signUp("198.51.100.62");
    const proberId = await userIdOf(prober);
    const ownerMailsBefore = (await mailsTo("owner@example.com")).length;

    const taken = await askCode(prober, "OWNER@example.com");
    const free = await askCode(prober, "nobody@example.com");
    expect(taken.status).toBe(free.status);
    expect(await json(taken)).toEqual(await json(free));

    // The owner learns someone tried, and gets no code; the free address gets one.
    const ownerMails = (await mailsTo("owner@example.com")).slice(ownerMailsBefore);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]?.subject).toBe("Someone tried to use your address at VPN Master");
    expect(ownerMails[0]?.body).not.toMatch(/\b\d{6}\b/);
    const freeCode = await mailedCode("nobody@example.com");

    // Any guess for the taken address answers as a wrong code for the free one does.
    const guessTaken = await bind(prober, "owner@example.com", "123456");
    const guessFree = await bind(prober, "nobody@example.com", wrongCode(freeCode));
    expect(guessTaken.status).toBe(guessFree.status);
    expect(await json(guessTaken)).toEqual(await json(guessFree));
    expect(await userOf(proberId)).toEqual({ email: null, password_hash: null });
  });

  it("writes the code mail in the page's language", async () => {
    const token = await signUp();
    await askCode(token, "jonas@example.com", { lang: "de" });
    const [mail] = await mailsTo("jonas@example.com");
    expect(mail?.subject).toBe("Ihr VPN-Master-Code zum Sichern Ihres Kontos");
    expect(mail?.body).toMatch(/\b\d{6}\b/);
  });

  it("serves only the account that asked for the code", async () => {
    const asker = await signUp("198.51.100.63");
    const other = await signUp("198.51.100.64");
    await askCode(asker, "ana@example.com");
    const code = await mailedCode("ana@example.com");
    expect(await codeOf(await bind(other, "ana@example.com", code))).toBe(API_ERRORS.codeInvalid.code);
    expect((await bind(asker, "ana@example.com", code)).status).toBe(200);
  });

  it("compares at most five guesses of a code, even when twenty arrive at once", async () => {
    const token = await signUp();
    const id = await userIdOf(token);
    await askCode(token, "ana@example.com");
    const code = await mailedCode("ana@example.com");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bind(token, "ana@example.com", i === 10 ? code : wrongCode(code)).then(codeOf),
      ),
    );
    expect(answers.filter((c) => c === 0).length).toBeLessThanOrEqual(1);
    // Beyond the per-account limit the calls are refused before any comparison.
    expect(answers.filter((c) => c === API_ERRORS.rateLimited.code).length).toBe(
      20 - ACCOUNT_LIMITS.setPasswordPerAccount.max,
    );
    const slots = await env.DB.prepare(
      "SELECT attempts FROM verifications WHERE purpose = 'set_password'",
    ).first<{
      attempts: number;
    }>();
    expect(slots?.attempts).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    if (!answers.includes(0)) {
      // Every slot is spent: even the right code is refused now, and nothing was bound.
      expect(await codeOf(await bind(token, "ana@example.com", code))).not.toBe(0);
      expect(await userOf(id)).toEqual({ email: null, password_hash: null });
    }
  });

  it.each([
    ["too short", "Aa!1"],
    ["no symbol", "HarbourLights9"],
    ["not ASCII", "Harbour!Lichtß9"],
  ])("refuses a password that is %s, writing nothing", async (_, password) => {
    const token = await signUp();
    const id = await userIdOf(token);
    await askCode(token, "ana@example.com");
    const response = await bind(token, "ana@example.com", await mailedCode("ana@example.com"), password);
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe(API_ERRORS.invalidInput.code);
    expect(await userOf(id)).toEqual({ email: null, password_hash: null });
  });

  it("refuses a second set_password, and a code for an account that has a password", async () => {
    const token = await setPasswordOf(await signUp(), "ana@example.com", PASSWORD);
    expect(await codeOf(await askCode(token, "other@example.com"))).toBe(API_ERRORS.passwordAlreadySet.code);
    expect(await mailsTo("other@example.com")).toEqual([]);
    const again = await bind(token, "other@example.com", "123456", NEW_PASSWORD);
    expect(again.status).toBe(409);
  });

  it("needs a session", async () => {
    expect((await callApi(setPasswordCode, { body: { email: "ana@example.com" } })).status).toBe(401);
    expect((await bind("", "ana@example.com", "123456")).status).toBe(401);
  });

  it("lets one of two accounts proving the same address in different case win, at once", async () => {
    const [first, second] = [await signUp("198.51.100.31"), await signUp("198.51.100.32")];
    await askCode(first, "A@x.com");
    const firstCode = await mailedCode("a@x.com");
    await askCode(second, "a@X.com");
    const secondCode = await mailedCode("a@x.com");
    const answers = await Promise.all([
      bind(first, "A@x.com", firstCode),
      bind(second, "a@X.com", secondCode),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = await env.DB.prepare("SELECT email FROM users WHERE email IS NOT NULL").all();
    expect(owners.results).toEqual([{ email: "a@x.com" }]);
  });

  it("takes the account's own address (adopted at checkout) as free", async () => {
    const token = await signUp();
    const id = await userIdOf(token);
    await env.DB.prepare("UPDATE users SET email = 'buyer@example.com' WHERE id = ?").bind(id).run();
    await askCode(token, "buyer@example.com");
    expect((await bind(token, "buyer@example.com", await mailedCode("buyer@example.com"))).status).toBe(200);
  });

  it("replaces the anonymous session: the old token ends, the new cookie signs in", async () => {
    const anonymous = await signUp();
    const renewed = await setPasswordOf(anonymous, "ana@example.com", PASSWORD);
    expect(renewed).not.toBe(anonymous);
    expect((await json(await callApi(profile, { token: anonymous }))).code).toBe(SESSION_CODES.revoked);
    const me = await json<{ data: { email: string } }>(await callApi(profile, { token: renewed }));
    expect(me.data.email).toBe("ana@example.com");
  });

  it("limits the codes one session can ask for", async () => {
    const token = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.secureCodePerAccount.max + 1; i++) {
      statuses.push((await askCode(token, `probe${i}@example.com`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(await mailsTo(`probe${ACCOUNT_LIMITS.secureCodePerAccount.max}@example.com`)).toEqual([]);
  });
});
