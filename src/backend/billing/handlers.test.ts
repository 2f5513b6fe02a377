import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, signUp } from "../../../test/support/api";
import {
  advanceClock,
  buyAndPay,
  mySubscription,
  resetClock,
  vipExpireTime,
} from "../../../test/support/billing";
import { type BillingOrder, orders, refund, subscriptionAutoRenew } from "../../api/contract/payment";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { BILLING_ERRORS } from "./billing-errors";

function switchRenewal(token: string, body: unknown) {
  return callApi(subscriptionAutoRenew, { token, body });
}

beforeEach(resetClock);

describe("POST /api/mms/payment/v1/web/subscription/auto_renew", () => {
  it("turns renewal off and on again before the end; a repeat answers the same", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    const off = await switchRenewal(token, { subscription_id: id, auto_renew: false });
    expect(off.status).toBe(200);
    const offBody = await json<{
      data: { subscription: { status: string; next_renewal_time: number | null } };
    }>(off);
    expect(offBody.data.subscription).toMatchObject({ status: "renewal_off", next_renewal_time: null });
    const again = await switchRenewal(token, { subscription_id: id, auto_renew: false });
    expect(again.status).toBe(200);
    expect((await mySubscription(token, id)).status).toBe("renewal_off");

    const on = await switchRenewal(token, { subscription_id: id, auto_renew: true });
    expect(on.status).toBe(200);
    const back = await mySubscription(token, id);
    expect(back).toMatchObject({ status: "active", auto_renew: true });
    expect(back.next_renewal_time).toBe(back.expire_time);
    expect((await switchRenewal(token, { subscription_id: id, auto_renew: true })).status).toBe(200);
  });

  it("cannot turn renewal back on after the period has ended", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1 });
    await switchRenewal(token, { subscription_id: id, auto_renew: false });
    await advanceClock(32);
    const late = await switchRenewal(token, { subscription_id: id, auto_renew: true });
    expect(late.status).toBe(409);
    expect((await json(late)).code).toBe(BILLING_ERRORS.subscriptionEnded.code);
    expect((await mySubscription(token, id)).status).toBe("expired");
  });

  it("another user's subscription is 404 and stays as it was", async () => {
    const owner = await signUp();
    const stranger = await signUp("198.51.100.7");
    const id = await buyAndPay(owner, { planId: 12 });
    const answer = await switchRenewal(stranger, { subscription_id: id, auto_renew: false });
    expect(answer.status).toBe(404);
    expect((await json(answer)).code).toBe(BILLING_ERRORS.unknownSubscription.code);
    expect((await mySubscription(owner, id)).status).toBe("active");
  });

  it("refuses a malformed body and needs a session", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    for (const body of [
      { subscription_id: id },
      { subscription_id: id, auto_renew: "no" },
      { auto_renew: false },
    ]) {
      expect((await switchRenewal(token, body)).status).toBe(400);
    }
    expect(
      (await callApi(subscriptionAutoRenew, { body: { subscription_id: id, auto_renew: false } })).status,
    ).toBe(401);
    expect((await mySubscription(token, id)).status).toBe("active");
  });
});

describe("GET /api/mms/payment/v1/web/orders", () => {
  it("lists charges newest first, paged, without unpaid checkouts and without other users' orders", async () => {
    const token = await signUp();
    const other = await signUp("198.51.100.8");
    const first = await buyAndPay(token, { planId: 1 });
    await advanceClock(31);
    await buyAndPay(other, { planId: 1 });
    // A checkout left open is no charge.
    await env.DB.prepare("UPDATE orders SET status = 'pending' WHERE id = ?")
      .bind(await buyAndPay(other))
      .run();

    const page = async (p: number) =>
      (
        await json<{ data: { orders: BillingOrder[]; total: number } }>(
          await callApi(orders, { token, body: { page: p, page_size: 1 } }),
        )
      ).data;
    const one = await page(1);
    const two = await page(2);
    expect(one.total).toBe(2);
    expect(one.orders).toEqual([
      expect.objectContaining({
        kind: "renewal",
        status: "paid",
        subscription_id: first,
        currency: "USD",
        amount: 12.99,
      }),
    ]);
    expect(two.orders).toEqual([
      expect.objectContaining({ order_id: first, kind: "first", status: "paid", provider: "ps", plan_id: 1 }),
    ]);
    expect(one.orders[0]?.time).toBeGreaterThan(two.orders[0]?.time ?? 0);
    expect((await callApi(orders, { token, body: { page_size: 500 } })).status).toBe(400);
  });
});

describe("My account's amounts in the buyer's currency (decision 178)", () => {
  it("yen stay whole and euros keep their cents, in the history and the subscription", async () => {
    const token = await signUp();
    const yen = await buyAndPay(token, { planId: 24, country: "JP" });
    const euros = await buyAndPay(token, { planId: 12, country: "BE" });
    const history = (
      await json<{ data: { orders: BillingOrder[] } }>(
        await callApi(orders, { token, body: { page_size: 10 } }),
      )
    ).data.orders;
    expect(history.find((o) => o.order_id === yen)).toMatchObject({ currency: "JPY", amount: 12000 });
    expect(history.find((o) => o.order_id === euros)).toMatchObject({ currency: "EUR", amount: 53.88 });
    expect(await mySubscription(token, yen)).toMatchObject({
      currency: "JPY",
      amount: 12000,
      renewal_amount: 9000,
    });
    expect(await mySubscription(token, euros)).toMatchObject({
      currency: "EUR",
      amount: 53.88,
      renewal_amount: 53.88,
    });
  });
});

describe("POST /api/mms/payment/v1/web/refund", () => {
  const refundOf = (token: string, orderId: string) =>
    callApi(refund, { token, body: { order_id: orderId } });

  it("refunds a first payment within 30 days once: subscription refunded, VIP gone, history says so", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    await advanceClock(29);
    const answer = await refundOf(token, id);
    expect(answer.status).toBe(200);
    const body = await json<{ data: { order: BillingOrder; subscription: { status: string } } }>(answer);
    expect(body.data.order).toMatchObject({ order_id: id, status: "refunded" });
    expect(body.data.subscription).toMatchObject({
      status: "refunded",
      auto_renew: false,
      next_renewal_time: null,
    });
    const clock = await env.DB.prepare("SELECT offset_ms FROM sandbox_clock").first<{ offset_ms: number }>();
    expect(await vipExpireTime(token)).toBeLessThanOrEqual(
      Math.ceil((Date.now() + (clock?.offset_ms ?? 0)) / 1000),
    );

    const again = await refundOf(token, id);
    expect(again.status).toBe(409);
    expect((await json(again)).code).toBe(BILLING_ERRORS.alreadyRefunded.code);
    // A year on, nothing renews.
    await advanceClock(400);
    expect((await mySubscription(token, id)).status).toBe("refunded");
    const history = await json<{ data: { orders: BillingOrder[] } }>(await callApi(orders, { token }));
    expect(history.data.orders).toEqual([expect.objectContaining({ order_id: id, status: "refunded" })]);
  });

  it("says until when the refund is granted, by billing's clock, and null once it is over", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    const until = (await mySubscription(token, id)).refund_until;
    expect(until).toBeGreaterThan(Date.now() / 1000 + (MONEY_BACK_DAYS - 1) * 86_400);
    await advanceClock(MONEY_BACK_DAYS - 1);
    expect((await mySubscription(token, id)).refund_until).toBe(until);
    await advanceClock(2);
    expect((await mySubscription(token, id)).refund_until).toBeNull();
    expect((await refundOf(token, id)).status).toBe(409);
  });

  it("refuses after 30 days and changes nothing", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12 });
    const vip = await vipExpireTime(token);
    await advanceClock(31);
    const late = await refundOf(token, id);
    expect(late.status).toBe(409);
    expect((await json(late)).code).toBe(BILLING_ERRORS.refundWindowClosed.code);
    expect(await vipExpireTime(token)).toBe(vip);
    expect((await mySubscription(token, id)).status).toBe("active");
  });

  it("another user's order is 404; 10 concurrent refunds refund once", async () => {
    const token = await signUp();
    const stranger = await signUp("198.51.100.9");
    const id = await buyAndPay(token, { planId: 1 });
    expect((await refundOf(stranger, id)).status).toBe(404);
    expect((await mySubscription(token, id)).status).toBe("active");
    const answers = await Promise.all(Array.from({ length: 10 }, () => refundOf(token, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const row = await env.DB.prepare("SELECT status FROM subscriptions WHERE order_id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("refunded");
  });
});
