import { env } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { STRIPE_SIGNATURE_HEADER, stripeAdapter } from "./providers/stripe";
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signPayload,
  verifySignature,
  WebhookSignatureError,
} from "./webhook-signature";

const SECRET = "whsec_test_secret_for_signatures";
const body = JSON.stringify({ id: "evt_1", type: "payment.paid", data: { order_id: "ord_1" } });
const now = 1_800_000_000;

async function reason(promise: Promise<unknown>) {
  try {
    await promise;
    return "valid";
  } catch (error) {
    return error instanceof WebhookSignatureError ? error.reason : String(error);
  }
}

describe("webhook signatures (HMAC-SHA256 over timestamp and body)", () => {
  it("accepts its own signature", async () => {
    expect(await reason(verifySignature(await signPayload(SECRET, now, body), body, SECRET, now))).toBe(
      "valid",
    );
  });

  it("rejects a tampered body, a wrong secret and a forged timestamp", async () => {
    const header = await signPayload(SECRET, now, body);
    expect(await reason(verifySignature(header, body.replace("paid", "fail"), SECRET, now))).toBe("mismatch");
    expect(await reason(verifySignature(header, body, "whsec_other", now))).toBe("mismatch");
    const moved = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(await reason(verifySignature(moved, body, SECRET, now))).toBe("mismatch");
  });

  it("rejects a delivery older (or newer) than the tolerance", async () => {
    const old = await signPayload(SECRET, now - SIGNATURE_TOLERANCE_SECONDS - 1, body);
    expect(await reason(verifySignature(old, body, SECRET, now))).toBe("stale");
    const future = await signPayload(SECRET, now + SIGNATURE_TOLERANCE_SECONDS + 1, body);
    expect(await reason(verifySignature(future, body, SECRET, now))).toBe("stale");
    const edge = await signPayload(SECRET, now - SIGNATURE_TOLERANCE_SECONDS, body);
    expect(await reason(verifySignature(edge, body, SECRET, now))).toBe("valid");
  });

  it.each([null, "", "t=abc,v1=00", "v1=00", `t=${now}`, `t=${now},v1=zz`])(
    "rejects malformed header %j",
    async (header) => {
      expect(await reason(verifySignature(header, body, SECRET, now))).toMatch(/malformed|mismatch/);
    },
  );

  it("accepts any one of several v1 signatures (a rolled secret)", async () => {
    const good = await signPayload(SECRET, now, body);
    const header = `t=${now},v1=${"0".repeat(64)},${good.split(",")[1]}`;
    expect(await reason(verifySignature(header, body, SECRET, now))).toBe("valid");
  });
});

describe("Stripe adapter webhooks, signed by the official stripe package", () => {
  const stripe = new Stripe("sk_test_unused");
  const adapter = stripeAdapter({ secretKey: "sk_test_unused", webhookSecret: SECRET, db: env.DB });
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: "evt_stripe_1", object: "event", type, data: { object } });

  async function deliver(payload: string, header: string) {
    const request = new Request("https://example.test/webhook", {
      method: "POST",
      body: payload,
      headers: { [STRIPE_SIGNATURE_HEADER]: header },
    });
    return adapter.verifyWebhook(request, Math.floor(Date.now() / 1000));
  }

  it("verifies a header made by stripe.webhooks.generateTestHeaderString and maps the event", async () => {
    const payload = event("checkout.session.completed", {
      client_reference_id: "ord_abc",
      payment_status: "paid",
      amount_total: 8376,
      currency: "usd",
    });
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
    expect(await deliver(payload, header)).toEqual({
      id: "evt_stripe_1",
      orderId: "ord_abc",
      outcome: "paid",
      charged: { amountCents: 8376, currency: "USD" },
    });
  });

  it("rejects a payload changed after Stripe signed it", async () => {
    const payload = event("checkout.session.completed", {
      client_reference_id: "ord_abc",
      payment_status: "paid",
    });
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
    expect(await reason(deliver(payload.replace("ord_abc", "ord_xyz"), header))).toBe("mismatch");
  });

  it("rejects an old Stripe signature", async () => {
    const payload = event("checkout.session.expired", { client_reference_id: "ord_abc" });
    const timestamp = Math.floor(Date.now() / 1000) - SIGNATURE_TOLERANCE_SECONDS - 60;
    const header = await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: SECRET,
      timestamp,
    });
    expect(await reason(deliver(payload, header))).toBe("stale");
  });

  it("ignores events that are not an order outcome, and unpaid completed sessions", async () => {
    for (const payload of [
      event("customer.created", {}),
      event("checkout.session.completed", { client_reference_id: "ord_abc", payment_status: "unpaid" }),
    ]) {
      const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
      expect(await deliver(payload, header)).toBeNull();
    }
  });
});
