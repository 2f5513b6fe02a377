import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, resetAccounts, signUp } from "../../../test/support/api";
import { geoInfo, profile } from "../../api/contract";
import { extendVip } from "./users";

beforeEach(resetAccounts);

describe("profile", () => {
  it("derives VIP from the time left", async () => {
    const token = await signUp();
    const row = await env.DB.prepare("SELECT id FROM users").first<{ id: number }>();
    await extendVip(env.DB, row?.id ?? 0, 3 * 86_400_000, Date.now()).run();
    const body = await json<{ data: { vip: { remain_time: number; expire_time: number } } }>(
      await callApi(profile, { token }),
    );
    expect(body.data.vip.remain_time).toBeGreaterThan(3 * 86400 - 60);
    expect(body.data.vip.remain_time).toBeLessThanOrEqual(3 * 86400);
    expect(body.data.vip.expire_time).toBeGreaterThan(Date.now() / 1000);
  });
});

describe("geo_info", () => {
  it("answers the caller's IP, country name and code", async () => {
    const response = await callApi(geoInfo, {
      headers: { "CF-Connecting-IP": "203.0.113.7", "CF-IPCountry": "DE" },
    });
    expect((await json(response)).data).toEqual({
      user_ip: "203.0.113.7",
      country: "Germany",
      country_code: "DE",
    });
  });

  it("answers empty fields when the edge knows nothing", async () => {
    const response = await callApi(geoInfo);
    expect((await json(response)).data).toEqual({ user_ip: "", country: "", country_code: "" });
  });
});
