import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "../../../test/support/api";
import { postChunked } from "../../../test/support/chunked-body";
import { newBuyer, orderFor, vipSeconds } from "../../../test/support/payment";
import { ORIGIN } from "../../../test/support/request";
import { API_ERRORS } from "../../api/codes";
import { getOrder } from "./orders";
import { SANDBOX_CHECKOUT_PATH, sandboxEvent, signedSandboxDelivery } from "./providers/sandbox";
import { webhookPath } from "./routes";

const SECRET = env.SANDBOX_WEBHOOK_SECRET ?? "";
const nowS = () => Math.floor(Date.now() / 1000);

async function deliver(request: Request) {
  const response = await SELF.fetch(request);
  return { status: response.status, body: (await response.json()) as { duplicate?: boolean } };
}

describe("sandbox webhook endpoint", () => {
  it("refuses a chunked delivery over 256 KB with 413 in the API's shape", async () => {
    const response = await postChunked(webhookPath("rz"), 300 * 1024, { "Content-Type": "application/json" });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: API_ERRORS.tooLarge.code });
  });

  it("applies a signed delivery once; the replay is acknowledged and changes nothing", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 12, "US", "rz");
    const event = sandboxEvent(order.id, "paid", nowS());
    const url = SANDBOX_ORIGIN + webhookPath("rz");
    const first = await deliver(await signedSandboxDelivery(url, event, SECRET, nowS()));
    expect(first.status).toBe(200);
    expect(first.body.duplicate).toBe(false);
    const remain = await vipSeconds(buyer);
    expect(remain).toBeGreaterThan(364 * 86400);
    const replay = await deliver(await signedSandboxDelivery(url, event, SECRET, nowS()));
    expect(replay.status).toBe(200);
    expect(replay.body.duplicate).toBe(true);
    expect(await vipSeconds(buyer)).toBeLessThanOrEqual(remain);
  });

  it("refuses a tampered, a stale or an unsigned delivery and leaves the order pending", async () => {
    const order = await orderFor(await newBuyer(), 1, "US", "so");
    const url = SANDBOX_ORIGIN + webhookPath("so");
    const signed = await signedSandboxDelivery(url, sandboxEvent(order.id, "paid", nowS()), SECRET, nowS());
    const tampered = new Request(signed, {
      body: (await signed.clone().text()).replace(order.id, `${order.id}x`),
    });
    const stale = await signedSandboxDelivery(
      url,
      sandboxEvent(order.id, "paid", nowS()),
      SECRET,
      nowS() - 3600,
    );
    const unsigned = new Request(url, {
      method: "POST",
      body: JSON.stringify(sandboxEvent(order.id, "paid", nowS())),
    });
    const wrongKey = await signedSandboxDelivery(
      url,
      sandboxEvent(order.id, "paid", nowS()),
      "guess",
      nowS(),
    );
    for (const request of [tampered, stale, unsigned, wrongKey]) {
      expect((await deliver(request)).status).toBe(400);
    }
    expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
  });

  it("20 concurrent duplicate deliveries extend the subscription exactly once", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 24, "US", "tpa");
    const event = sandboxEvent(order.id, "paid", nowS());
    const url = SANDBOX_ORIGIN + webhookPath("tpa");
    const requests = await Promise.all(
      Array.from({ length: 20 }, () => signedSandboxDelivery(url, event, SECRET, nowS())),
    );
    const results = await Promise.all(requests.map(deliver));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const { results: subs } = await env.DB.prepare("SELECT * FROM subscriptions WHERE user_id = ?")
      .bind(buyer)
      .all();
    expect(subs).toHaveLength(1);
    const remain = await vipSeconds(buyer);
    expect(remain).toBeGreaterThan(729 * 86400);
    expect(remain).toBeLessThanOrEqual(730 * 86400);
  });

  it("the sandbox provider does not exist on the product's own domains", async () => {
    const order = await orderFor(await newBuyer());
    const url = ORIGIN + webhookPath("ps");
    const prod = await deliver(
      await signedSandboxDelivery(url, sandboxEvent(order.id, "paid", nowS()), SECRET, nowS()),
    );
    expect(prod.status).toBe(404);
    const page = await SELF.fetch(`${ORIGIN}${SANDBOX_CHECKOUT_PATH}/${order.id}`);
    expect(page.status).toBe(404);
  });
});

describe("sandbox hosted checkout", () => {
  const post = (orderId: string, outcome: string, origin = SANDBOX_ORIGIN) =>
    SELF.fetch(`${SANDBOX_ORIGIN}${SANDBOX_CHECKOUT_PATH}/${orderId}`, {
      method: "POST",
      body: new URLSearchParams({ outcome }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      redirect: "manual",
    });

  it("shows the server's amount and pays the order through a signed webhook", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 12, "GB", "ps");
    const page = await SELF.fetch(`${SANDBOX_ORIGIN}${SANDBOX_CHECKOUT_PATH}/${order.id}?lang=de`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="de-DE"');
    expect(html).toContain("£");
    const paid = await post(order.id, "paid");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`/paystatus?order=${order.id}&provider=ps`);
    expect((await getOrder(env.DB, order.id))?.status).toBe("paid");
    expect(await vipSeconds(buyer)).toBeGreaterThan(0);
    // Pressing again (back button) changes nothing.
    await post(order.id, "failed");
    expect((await getOrder(env.DB, order.id))?.status).toBe("paid");
  });

  it("answers 404, not 500, for an order that does not exist", async () => {
    const page = await SELF.fetch(`${SANDBOX_ORIGIN}${SANDBOX_CHECKOUT_PATH}/ord_nope`);
    expect(page.status).toBe(404);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a failed payment leaves no VIP time; a cross-site post is refused", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 1, "US", "rz");
    expect((await post(order.id, "paid", "https://evil.example")).status).toBe(403);
    await post(order.id, "failed");
    expect((await getOrder(env.DB, order.id))?.status).toBe("failed");
    expect(await vipSeconds(buyer)).toBe(0);
    expect((await post(order.id, "bogus")).status).toBe(400);
  });
});
