import { env } from "cloudflare:test";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  fullAccount,
  myAccountWith,
  PASSWORD,
  rowsMentioning,
  signIn,
} from "../../../../test/support/account-data";
import { callApi, json } from "../../../../test/support/api";
import { buyAndPay, mySubscriptions, userIdOf } from "../../../../test/support/billing";
import { API_ERRORS, SESSION_CODES } from "../../../api/codes";
import { accountDelete, profile, twoFactorEnable, twoFactorSetup } from "../../../api/contract/account";

const del = (token: string, body: unknown) => callApi(accountDelete, { token, body });
const emailOf = (id: number) =>
  env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(id).first<{ email: string | null }>();

describe("account/v1/web/delete", () => {
  it("refuses bad input and a wrong password, and changes nothing", async () => {
    const token = await fullAccount("del-bad@example.com");
    const id = await userIdOf(token);
    expect((await json(await del(token, {}))).code).toBe(API_ERRORS.invalidInput.code);
    const wrong = await del(token, { password: "not-it" });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).code).toBe(API_ERRORS.wrongPassword.code);
    expect((await emailOf(id))?.email).toBe("del-bad@example.com");
    expect((await callApi(profile, { token })).status).toBe(200);
  });

  it("erases the account in one go: renewal off, orders anonymised, session and credentials dead", async () => {
    const email = "del-all@example.com";
    const token = await fullAccount(email);
    const id = await userIdOf(token);
    const subscriptionId = await buyAndPay(token, { email });
    expect((await mySubscriptions(token))[0]?.auto_renew).toBe(true);

    const answer = await del(token, { password: PASSWORD });
    expect(answer.status).toBe(200);

    const sub = await env.DB.prepare("SELECT status, auto_renew FROM subscriptions WHERE order_id = ?")
      .bind(subscriptionId)
      .first<{ status: string; auto_renew: number }>();
    expect(sub).toEqual({ status: "renewal_off", auto_renew: 0 });
    const order = await env.DB.prepare("SELECT email, amount_cents, created_at FROM orders WHERE id = ?")
      .bind(subscriptionId)
      .first<{ email: string | null; amount_cents: number; created_at: number }>();
    expect(order?.email).toBeNull();
    expect(order?.amount_cents).toBeGreaterThan(0);
    expect(await rowsMentioning(email)).toEqual([]);
    for (const table of ["sessions", "devices", "bound_ips", "two_factor", "invite_codes"]) {
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(id)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }

    const after = await callApi(profile, { token });
    expect(after.status).toBe(401);
    expect((await json(after)).code).toBe(SESSION_CODES.unknown);
    expect((await myAccountWith(token)).status).toBe(302);
    expect((await signIn(email)).code).toBe(API_ERRORS.wrongCredentials.code);
  });

  it("asks an account with two-factor sign-in for its second factor too", async () => {
    const token = await fullAccount("del-2fa@example.com");
    const id = await userIdOf(token);
    const setup = await json<{ data: { secret: string } }>(await callApi(twoFactorSetup, { token }));
    const totp = new TOTP({ secret: Secret.fromBase32(setup.data.secret) });
    const enabled = await callApi(twoFactorEnable, { token, body: { code: totp.generate() } });
    const { recovery_codes } = (await json<{ data: { recovery_codes: string[] } }>(enabled)).data;

    expect((await json(await del(token, { password: PASSWORD }))).code).toBe(
      API_ERRORS.secondFactorRequired.code,
    );
    expect((await json(await del(token, { password: PASSWORD, code: "AAAA-BBBB-CC" }))).code).toBe(
      API_ERRORS.secondFactorInvalid.code,
    );
    expect((await emailOf(id))?.email).toBe("del-2fa@example.com");
    expect((await del(token, { password: PASSWORD, code: recovery_codes[0] })).status).toBe(200);
    expect((await emailOf(id))?.email).toBeNull();
  });

  it("deletes once when two deletions race", async () => {
    const token = await fullAccount("del-race@example.com");
    const answers = await Promise.all([
      del(token, { password: PASSWORD }),
      del(token, { password: PASSWORD }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // The second finds the session gone (401) or erased an already empty account (200): never a 5xx.
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(await rowsMentioning("del-race@example.com")).toEqual([]);
  });
});
