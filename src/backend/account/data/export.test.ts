import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { fullAccount } from "../../../../test/support/account-data";
import { callApi, json } from "../../../../test/support/api";
import { buyAndPay } from "../../../../test/support/billing";
import { SESSION_CODES } from "../../../api/codes";
import { accountExport, twoFactorEnable, twoFactorSetup } from "../../../api/contract/account";

type Export = Record<string, unknown> & {
  account: { email: string };
  devices: { device_name: string }[];
  bound_ip: { ip: string };
  sessions: Record<string, unknown>[];
  orders: { amount_cents: number }[];
  mails: { subject: string }[];
  two_factor: { enabled: boolean };
};

describe("account/v1/web/export", () => {
  it("answers the account's data, without a token hash or a 2FA secret", async () => {
    const email = "export@example.com";
    const token = await fullAccount(email);
    await buyAndPay(token, { email });
    const setup = await json<{ data: { secret: string } }>(await callApi(twoFactorSetup, { token }));
    const code = new TOTP({ secret: Secret.fromBase32(setup.data.secret) }).generate();
    await callApi(twoFactorEnable, { token, body: { code } });

    const answer = await callApi(accountExport, { token });
    expect(answer.status).toBe(200);
    const data = (await json<{ data: Export }>(answer)).data;
    expect(data.account.email).toBe(email);
    expect(data.devices.map((d) => d.device_name)).toEqual(["Mia's phone"]);
    expect(data.bound_ip.ip).toBe("203.0.113.9");
    expect(data.orders[0]?.amount_cents).toBeGreaterThan(0);
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.two_factor.enabled).toBe(true);
    expect(data.sessions.some((s) => s.current === 1)).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(setup.data.secret);
    expect(text).not.toMatch(/token_hash|password_hash|code_hash|secret/);
  });

  it("is refused without a session", async () => {
    const answer = await callApi(accountExport, {});
    expect(answer.status).toBe(401);
    const bad = await callApi(accountExport, { token: "x".repeat(43) });
    expect((await json(bad)).code).toBe(SESSION_CODES.unknown);
  });
});
