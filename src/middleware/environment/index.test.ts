import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "../../../test/support/api";
import { newBuyer, orderFor, vipSeconds } from "../../../test/support/payment";
import { ORIGIN } from "../../../test/support/request";
import { createApp } from "../../app";
import { getOrder } from "../../backend/payment/orders";
import {
  SANDBOX_CHECKOUT_PATH,
  sandboxEvent,
  signedSandboxDelivery,
} from "../../backend/payment/providers/sandbox";
import { webhookPath } from "../../backend/payment/routes";
import { DEV_SCRIPT_PATH, DEV_TOKEN_PATH } from "../../backend/recaptcha/config";
import { OUTBOX_PATH } from "../../dev/paths";

/** The production Worker's own workers.dev address: same code, same D1, not a product domain. */
const WORKERS_DEV = "https://vpn-master-web.someone.workers.dev";
const SECRET = env.SANDBOX_WEBHOOK_SECRET ?? "";
const nowS = () => Math.floor(Date.now() / 1000);
const app = createApp();

/** The whole app under wrangler.toml's bindings with SANDBOX set to `sandbox`. */
function fetchWith(sandbox: string | undefined, request: Request): Promise<Response> {
  return Promise.resolve(app.fetch(request, { ...env, SANDBOX: sandbox }, createExecutionContext()));
}

describe("a non-product host without SANDBOX = on (production's configuration)", () => {
  it.each([
    ["/"],
    ["/de/pricing?currency=EUR"],
    [OUTBOX_PATH],
    ["/api/mms/v1/users/info"],
    [`${SANDBOX_CHECKOUT_PATH}/ord_x`],
    [DEV_SCRIPT_PATH],
  ])("%s is sent permanently to the first product domain, same path and query", async (path) => {
    for (const sandbox of ["off", undefined, "", "yes"]) {
      const response = await fetchWith(sandbox, new Request(WORKERS_DEV + path, { redirect: "manual" }));
      expect(response.status).toBe(308);
      expect(response.headers.get("Location")).toBe(`https://vpnmaster.com${path}`);
    }
  });

  it("never shows the outbox, even after a reset code was mailed", async () => {
    const response = await fetchWith("off", new Request(WORKERS_DEV + OUTBOX_PATH));
    expect(response.status).toBe(308);
    expect(await response.text()).not.toContain("outbox");
  });

  it("grants no VIP time through the sandbox payment provider", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 12, "US", "ps");
    const delivery = await signedSandboxDelivery(
      WORKERS_DEV + webhookPath("ps"),
      sandboxEvent(order.id, "paid", nowS()),
      SECRET,
      nowS(),
    );
    expect((await fetchWith("off", delivery)).status).toBe(308);
    const checkout = new Request(`${WORKERS_DEV}${SANDBOX_CHECKOUT_PATH}/${order.id}`, {
      method: "POST",
      body: new URLSearchParams({ outcome: "paid" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: WORKERS_DEV },
    });
    expect((await fetchWith("off", checkout)).status).toBe(308);
    expect((await getOrder(env.DB, order.id))?.status).not.toBe("paid");
    expect(await vipSeconds(buyer)).toBe(0);
  });

  it("issues no recaptcha stand-in token", async () => {
    const response = await fetchWith(
      "off",
      new Request(WORKERS_DEV + DEV_TOKEN_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: WORKERS_DEV },
        body: JSON.stringify({ version: "v3", action: "anonymous_signup" }),
      }),
    );
    expect(response.status).toBe(308);
  });
});

describe("a non-product host with SANDBOX = on (development, tests)", () => {
  it("keeps the sandbox: the outbox and the recaptcha stand-in answer", async () => {
    for (const origin of [SANDBOX_ORIGIN, "http://localhost:8787", "http://127.0.0.1:8787"]) {
      expect((await fetchWith("on", new Request(origin + OUTBOX_PATH))).status).toBe(200);
      const script = await fetchWith("on", new Request(origin + DEV_SCRIPT_PATH));
      expect(script.status).toBe(200);
      expect(await script.text()).toContain("window.grecaptcha");
    }
  });
});

describe("a product host", () => {
  it.each(["on", "off", undefined])("is prod whatever SANDBOX says (%s)", async (sandbox) => {
    const home = await fetchWith(sandbox, new Request(`${ORIGIN}/`));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<meta name="environment" content="prod"/>');
    // No sandbox feature answers there.
    expect((await fetchWith(sandbox, new Request(ORIGIN + OUTBOX_PATH))).status).toBe(404);
    expect((await fetchWith(sandbox, new Request(ORIGIN + DEV_SCRIPT_PATH))).status).toBe(404);
    expect((await fetchWith(sandbox, new Request(`${ORIGIN}${SANDBOX_CHECKOUT_PATH}/ord_x`))).status).toBe(
      404,
    );
  });
});
