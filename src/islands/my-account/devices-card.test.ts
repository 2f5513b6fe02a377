import { describe, expect, it } from "vitest";
import { callApi, resetAccounts, signUp } from "../../../test/support/api";
import { get } from "../../../test/support/request";
import { deviceRegister, deviceUnbind } from "../../api/contract";
import { DEVICE_LIMIT } from "../../catalog/billing";

const register = (token: string, n: number) =>
  callApi(deviceRegister, {
    token,
    body: { app_type: 401, device_user_id: `pc-${n}`, device_name: `PC ${n}`, os_name: "Windows 11" },
  });

const devicesCardOf = async (token: string, path = "/myaccount") => {
  const html = await (await get(path, { Cookie: `paypal_token=${token}` })).text();
  const usage = /data-testid="devices-usage"[^>]*>([^<]*)</.exec(html);
  return usage?.[1] ?? null;
};

describe("My account's devices card", () => {
  it("shows how many of the plan's devices are in use, and a freed place after an unbind", async () => {
    await resetAccounts();
    const token = await signUp();
    for (const n of [1, 2, 3]) await register(token, n);
    expect(await devicesCardOf(token)).toBe(`3 of ${DEVICE_LIMIT} devices in use`);
    await callApi(deviceUnbind, { token, body: { unbind_app_type: 401, unbind_user_id: "pc-2" } });
    expect(await devicesCardOf(token)).toBe(`2 of ${DEVICE_LIMIT} devices in use`);
  });

  it("counts in the page's language", async () => {
    await resetAccounts();
    const token = await signUp();
    await register(token, 1);
    expect(await devicesCardOf(token, "/de/myaccount")).toBe(`1 von ${DEVICE_LIMIT} Geräten in Verwendung`);
  });
});
