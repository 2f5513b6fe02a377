import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mainMethodOf, newBuyer, orderFor, vipSeconds } from "../../../test/support/payment";
import { applyEvent, createOrder, IdempotencyConflictError, listSubscriptions } from "./orders";
import { quotePlan } from "./plans";

const DAY_S = 24 * 60 * 60;
const user = newBuyer;

async function newOrder(userId: number, key: string, planId = 24, provider = "ps") {
  const quote = await quotePlan(env.DB, planId, "GB");
  if (!quote) throw new Error("no plan");
  return createOrder(env.DB, {
    userId,
    provider,
    idempotencyKey: key,
    quote,
    email: null,
    affiliate: null,
    returnPath: "/paystatus",
    method: mainMethodOf(provider) ?? "card",
  });
}

describe("order creation", () => {
  it("a retried purchase with the same idempotency key returns the same order", async () => {
    const buyer = await user();
    const key = crypto.randomUUID();
    const first = await newOrder(buyer, key);
    const again = await newOrder(buyer, key);
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.order.id).toBe(first.order.id);
    const { results } = await env.DB.prepare("SELECT id FROM orders WHERE idempotency_key = ?")
      .bind(key)
      .all();
    expect(results).toHaveLength(1);
  });

  it("concurrent retries of one attempt still make one order", async () => {
    const buyer = await user();
    const key = crypto.randomUUID();
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(buyer, key)));
    expect(new Set(orders.map((o) => o.order.id)).size).toBe(1);
    expect(orders.filter((o) => o.created)).toHaveLength(1);
  });

  it("the key reused for another user or plan is refused", async () => {
    const key = crypto.randomUUID();
    await newOrder(await user(), key);
    await expect(newOrder(await user(), key)).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it("charges the server's price in the buyer's currency", async () => {
    const { order } = await newOrder(await user(), crypto.randomUUID());
    const quote = await quotePlan(env.DB, 24, "GB");
    expect(order.currency).toBe("GBP");
    expect(order.amount_cents).toBe(quote?.todayCents);
    expect(order.status).toBe("pending");
  });
});

describe("payment events", () => {
  it("a paid order extends the subscription by the plan's days, and vip.remain_time shows it", async () => {
    const buyer = await user();
    const order = await orderFor(buyer, 12);
    const now = Date.now();
    expect(await vipSeconds(buyer, now)).toBe(0);
    const applied = await applyEvent(
      env.DB,
      { id: `evt_${order.id}`, orderId: order.id, outcome: "paid" },
      now,
    );
    expect(applied).toEqual({ firstDelivery: true, transitioned: true, status: "paid" });
    expect(await vipSeconds(buyer, now)).toBe(365 * DAY_S);
    expect(await listSubscriptions(env.DB, buyer)).toHaveLength(1);
  });

  it("a second paid order adds its time after the first", async () => {
    const buyer = await user();
    const now = Date.now();
    for (const planId of [1, 12]) {
      const order = await orderFor(buyer, planId);
      await applyEvent(env.DB, { id: `evt_${order.id}`, orderId: order.id, outcome: "paid" }, now);
    }
    expect(await vipSeconds(buyer, now)).toBe((30 + 365) * DAY_S);
  });

  it("a replayed event changes nothing", async () => {
    const buyer = await user();
    const order = await orderFor(buyer, 1);
    const event = { id: `evt_${order.id}`, orderId: order.id, outcome: "paid" as const };
    await applyEvent(env.DB, event);
    const before = await vipSeconds(buyer, 0);
    const replay = await applyEvent(env.DB, event);
    expect(replay).toEqual({ firstDelivery: false, transitioned: false, status: "paid" });
    expect(await vipSeconds(buyer, 0)).toBe(before);
  });

  it("20 concurrent duplicate deliveries extend the subscription exactly once", async () => {
    const buyer = await user();
    const order = await orderFor(buyer, 24);
    const now = Date.now();
    // Same event id (a provider retrying) and distinct ids (two providers' paths) mixed.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        applyEvent(
          env.DB,
          { id: i % 2 ? `evt_dup_${order.id}` : `evt_${i}_${order.id}`, orderId: order.id, outcome: "paid" },
          now,
        ),
      ),
    );
    expect(results.filter((r) => r.transitioned)).toHaveLength(1);
    expect(await listSubscriptions(env.DB, buyer)).toHaveLength(1);
    expect(await vipSeconds(buyer, now)).toBe(730 * DAY_S);
  });

  it("a late failure cannot undo a payment, and a failed order grants nothing", async () => {
    const buyer = await user();
    const paid = await orderFor(buyer, 1);
    await applyEvent(env.DB, { id: `a_${paid.id}`, orderId: paid.id, outcome: "paid" });
    const late = await applyEvent(env.DB, { id: `b_${paid.id}`, orderId: paid.id, outcome: "failed" });
    expect(late).toEqual({ firstDelivery: true, transitioned: false, status: "paid" });

    const other = await user();
    const failed = await orderFor(other, 1);
    await applyEvent(env.DB, { id: `c_${failed.id}`, orderId: failed.id, outcome: "failed" });
    await applyEvent(env.DB, { id: `d_${failed.id}`, orderId: failed.id, outcome: "paid" });
    expect(await vipSeconds(other)).toBe(0);
  });

  it("an event for an unknown order is not recorded", async () => {
    const result = await applyEvent(env.DB, { id: "evt_ghost", orderId: "ord_ghost", outcome: "paid" });
    expect(result).toEqual({ firstDelivery: false, transitioned: false, status: null });
  });
});
