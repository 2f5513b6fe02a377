import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, resetAccounts, signUp } from "../../../test/support/api";
import { API_ERRORS } from "../../api/codes";
import { userIpBind, userIpQuery, userIpRemove } from "../../api/contract";

beforeEach(resetAccounts);

const query = async (token: string) =>
  (
    await json<{ data: { ip: string | null } }>(
      await callApi(userIpQuery, { token, body: { _span: Date.now() } }),
    )
  ).data;

describe("bound IP", () => {
  it.each(["203.0.113.9", "2001:db8::1", "::ffff:192.0.2.1", "2001:0db8:0000:0000:0000:ff00:0042:8329"])(
    "binds %s, then removes it",
    async (ip) => {
      const token = await signUp();
      expect(await query(token)).toEqual({ ip: null, bound_at: 0 });
      const bound = await callApi(userIpBind, { token, body: { ip } });
      expect(bound.status).toBe(200);
      expect((await query(token)).ip).toBe(ip.toLowerCase());
      expect((await callApi(userIpRemove, { token })).status).toBe(200);
      expect((await query(token)).ip).toBeNull();
    },
  );

  it.each(["256.1.1.1", "1.2.3", "01.2.3.4", "2001:db8:::1", "1:2:3:4:5:6:7:8:9", "example.com", "", 42])(
    "refuses %j, binding nothing",
    async (ip) => {
      const token = await signUp();
      const response = await callApi(userIpBind, { token, body: { ip } });
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe(API_ERRORS.invalidInput.code);
      expect((await query(token)).ip).toBeNull();
    },
  );

  it.each(["CN"])("refuses binding from a country whose name contains 'china' (%s)", async (country) => {
    const token = await signUp();
    const response = await callApi(userIpBind, {
      token,
      body: { ip: "203.0.113.9" },
      headers: { "CF-IPCountry": country },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe(API_ERRORS.countryBlocked.code);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM bound_ips").first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("needs a session", async () => {
    expect((await callApi(userIpQuery, { body: {} })).status).toBe(401);
    expect((await callApi(userIpBind, { body: { ip: "203.0.113.9" } })).status).toBe(401);
    expect((await callApi(userIpRemove)).status).toBe(401);
  });
});
