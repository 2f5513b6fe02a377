import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, resetAccounts, signUp } from "../../../test/support/api";
import { API_ERRORS } from "../../api/codes";
import { type Device, deviceList, deviceRegister, deviceUnbind } from "../../api/contract";
import { APP_PRODUCTS } from "../../catalog/app-products";
import { DEVICE_LIMIT } from "../../catalog/billing";

beforeEach(resetAccounts);

const register = (token: string, body: Record<string, unknown>) => callApi(deviceRegister, { token, body });
const list = async (token: string) =>
  (await json<{ data: { devices: Device[] } }>(await callApi(deviceList, { token }))).data.devices;

describe("devices", () => {
  it("lists registered devices with the spec's product names", async () => {
    const token = await signUp();
    await register(token, {
      app_type: 1,
      device_user_id: "ios-1",
      device_name: "Mia's iPhone",
      os_name: "iOS 18",
    });
    await register(token, {
      app_type: 401,
      device_user_id: "win-7",
      device_name: "Desk PC",
      os_name: "Windows 11",
    });
    const devices = await list(token);
    expect(devices.map((d) => d.app_name).sort()).toEqual([APP_PRODUCTS[1], APP_PRODUCTS[401]].sort());
    expect(devices.find((d) => d.app_type === 1)).toMatchObject({
      user_id: "ios-1",
      device_name: "Mia's iPhone",
    });
  });

  it("shows an account only its own devices", async () => {
    const mine = await signUp();
    const theirs = await signUp("198.51.100.77");
    await register(theirs, {
      app_type: 101,
      device_user_id: "a-1",
      device_name: "Pixel",
      os_name: "Android 15",
    });
    expect(await list(mine)).toEqual([]);
    const response = await callApi(deviceUnbind, {
      token: mine,
      body: { unbind_app_type: 101, unbind_user_id: "a-1" },
    });
    expect(response.status).toBe(404);
    expect((await json(response)).code).toBe(API_ERRORS.deviceNotFound.code);
    expect(await list(theirs)).toHaveLength(1);
  });

  it("unbinds a device", async () => {
    const token = await signUp();
    await register(token, {
      app_type: 101,
      device_user_id: "a-1",
      device_name: "Pixel",
      os_name: "Android 15",
    });
    const response = await callApi(deviceUnbind, {
      token,
      body: { unbind_app_type: 101, unbind_user_id: "a-1" },
    });
    expect(response.status).toBe(200);
    expect(await list(token)).toEqual([]);
  });

  it.each([
    ["missing fields", {}],
    ["wrong types", { unbind_app_type: "101", unbind_user_id: 1 }],
    ["an oversize id", { unbind_app_type: 101, unbind_user_id: "x".repeat(500) }],
  ])("refuses an unbind with %s", async (_, body) => {
    const token = await signUp();
    await register(token, {
      app_type: 101,
      device_user_id: "a-1",
      device_name: "Pixel",
      os_name: "Android 15",
    });
    const response = await callApi(deviceUnbind, { token, body });
    expect(response.status).toBe(400);
    expect(await list(token)).toHaveLength(1);
  });

  it("refuses a registration with bad fields, writing nothing", async () => {
    const token = await signUp();
    const response = await register(token, {
      app_type: 1,
      device_user_id: "bad id with spaces",
      device_name: "",
      os_name: "iOS",
    });
    expect(response.status).toBe(400);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM devices").first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("needs a session for every device call", async () => {
    expect((await callApi(deviceList)).status).toBe(401);
    expect((await callApi(deviceUnbind, { body: { unbind_app_type: 1, unbind_user_id: "x" } })).status).toBe(
      401,
    );
  });

  describe("the plan's device limit", () => {
    const device = (n: number) => ({
      app_type: 101,
      device_user_id: `phone-${n}`,
      device_name: `Phone ${n}`,
      os_name: "Android 15",
    });
    const fill = async (token: string) => {
      for (let n = 1; n <= DEVICE_LIMIT; n++) expect((await register(token, device(n))).status).toBe(200);
    };

    it("refuses one device more than the limit with 41017 and keeps the list as it was", async () => {
      const token = await signUp();
      await fill(token);
      const response = await register(token, device(DEVICE_LIMIT + 1));
      expect(response.status).toBe(409);
      expect((await json(response)).code).toBe(API_ERRORS.deviceLimitReached.code);
      const names = (await list(token)).map((d) => d.user_id);
      expect(names).toHaveLength(DEVICE_LIMIT);
      expect(names).not.toContain(`phone-${DEVICE_LIMIT + 1}`);
    });

    it("lets a device already registered refresh at the limit", async () => {
      const token = await signUp();
      await fill(token);
      const response = await register(token, { ...device(3), device_name: "Renamed phone" });
      expect(response.status).toBe(200);
      expect((await list(token)).find((d) => d.user_id === "phone-3")?.device_name).toBe("Renamed phone");
    });

    it("never passes the limit when twice as many devices register at once", async () => {
      const token = await signUp();
      const answers = await Promise.all(
        Array.from({ length: DEVICE_LIMIT * 2 }, (_, n) => register(token, device(n + 1))),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(DEVICE_LIMIT);
      expect(statuses.filter((s) => s === 409)).toHaveLength(DEVICE_LIMIT);
      expect(await list(token)).toHaveLength(DEVICE_LIMIT);
    });

    it("counts each account on its own", async () => {
      const full = await signUp();
      await fill(full);
      const other = await signUp("198.51.100.78");
      expect((await register(other, device(1))).status).toBe(200);
    });

    it("frees a place when a device is unbound", async () => {
      const token = await signUp();
      await fill(token);
      const unbound = await callApi(deviceUnbind, {
        token,
        body: { unbind_app_type: 101, unbind_user_id: "phone-1" },
      });
      expect(unbound.status).toBe(200);
      expect((await register(token, device(DEVICE_LIMIT + 1))).status).toBe(200);
      expect((await register(token, device(DEVICE_LIMIT + 2))).status).toBe(409);
    });
  });
});
