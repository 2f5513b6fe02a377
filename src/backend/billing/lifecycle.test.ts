import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import {
  advanceClock,
  buyAndPay,
  mailLinkIn,
  mySubscription,
  ordersOf,
  outboxTo,
  resetClock,
  submitLink,
  vipExpireTime,
} from "../../../test/support/billing";
import { type BillingOrder, orders, subscriptionAutoRenew } from "../../api/contract/payment";
import { BILLING_ERRORS } from "./billing-errors";

const DAY = 86400;
const address = () => `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function history(token: string) {
  const answer = await json<{ data: { orders: BillingOrder[]; total: number } }>(
    await callApi(orders, { token }),
  );
  return answer.data;
}

const stopLinkIn = (body: string) => mailLinkIn(body, "/billing/renewal-off");
const confirm = submitLink;

beforeEach(resetClock);

describe("a yearly subscription's life on the sandbox", () => {
  it("buy → reminder with a stop link at day 358 → renewal off → no charge, expired at day 365 → buy again", async () => {
    const token = await signUp();
    const email = address();
    const started = Math.floor(Date.now() / 1000);
    const id = await buyAndPay(token, { planId: 12, email });

    const bought = await mySubscription(token, id);
    expect(bought).toMatchObject({
      status: "active",
      auto_renew: true,
      amount: 59.88,
      currency: "USD",
      renewal_amount: 59.88,
      renewal_months: 12,
    });
    expect(bought.next_renewal_time).toBe(bought.expire_time);
    expect(bought.next_renewal_time).toBeGreaterThanOrEqual(started + 365 * DAY);
    expect(bought.next_renewal_time).toBeLessThan(started + 366 * DAY);

    expect((await advanceClock(358)).status).toBe(200);
    const mails = await outboxTo(email, "reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/renews on/);
    expect(mails[0]?.body).toContain("$59.88");
    const link = stopLinkIn(mails[0]?.body ?? "");

    // Opening the link (as a mail scanner would) only asks.
    const shown = await SELF.fetch(link);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('method="post"');
    expect((await mySubscription(token, id)).status).toBe("active");

    // Another day: no second reminder for the same period.
    await advanceClock(1);
    expect(await outboxTo(email, "reminder")).toHaveLength(1);

    const done = await confirm(link);
    expect(await done.text()).toContain("Renewal is off");
    const off = await mySubscription(token, id);
    expect(off).toMatchObject({ status: "renewal_off", auto_renew: false, next_renewal_time: null });
    // Replayed: the same answer, nothing else changes.
    expect(await (await confirm(link)).text()).toContain("Renewal is off");

    await advanceClock(6);
    expect(await ordersOf(id)).toEqual([expect.objectContaining({ kind: "first", status: "paid" })]);
    expect((await mySubscription(token, id)).status).toBe("expired");
    const row = await env.DB.prepare("SELECT status FROM subscriptions WHERE order_id = ?")
      .bind(id)
      .first<{ status: string }>();
    expect(row?.status).toBe("expired");

    const again = await buyAndPay(token, { planId: 12, email });
    expect((await mySubscription(token, again)).status).toBe("active");
    const charges = await history(token);
    expect(charges.total).toBe(2);
    // Newest first: the purchase on the moved clock's day 365 comes before the first one.
    expect(charges.orders.map((o) => [o.order_id, o.kind, o.status])).toEqual([
      [again, "first", "paid"],
      [id, "first", "paid"],
    ]);
    expect(charges.orders[0]?.time).toBeGreaterThanOrEqual(started + 365 * DAY);
  });

  it("with renewal on, day 365 charges the renewal price once and extends VIP by the renewal period", async () => {
    const token = await signUp();
    // The 2-year plan renews yearly at the renewal price (plan data), not the first term's.
    const id = await buyAndPay(token, { planId: 24, email: address() });
    const before = await mySubscription(token, id);
    const vipBefore = await vipExpireTime(token);
    expect((await advanceClock(365)).status).toBe(200);
    expect((await advanceClock(366)).status).toBe(200);
    const after = await mySubscription(token, id);
    expect(after.status).toBe("active");
    expect(after.expire_time - before.expire_time).toBeGreaterThanOrEqual(365 * DAY);
    expect(after.expire_time - before.expire_time).toBeLessThanOrEqual(366 * DAY);
    expect((await vipExpireTime(token)) - vipBefore).toBe(after.expire_time - before.expire_time);
    const renewals = (await ordersOf(id)).filter((o) => o.kind === "renewal");
    expect(renewals).toEqual([expect.objectContaining({ status: "paid", amount_cents: 5988 })]);
    const charges = await history(token);
    expect(charges.orders[0]).toMatchObject({
      kind: "renewal",
      status: "paid",
      amount: 59.88,
      subscription_id: id,
    });
  });

  it("a declined renewal goes past due with VIP kept, then expires after the 7-day grace period", async () => {
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1, declineRenewals: true });
    const before = await mySubscription(token, id);
    await advanceClock(31);
    const due = await mySubscription(token, id);
    expect(due).toMatchObject({ status: "past_due", next_renewal_time: null });
    expect(due.grace_until).toBe(before.expire_time + 7 * DAY);
    expect(await vipExpireTime(token)).toBe(before.expire_time + 7 * DAY);
    expect((await history(token)).orders[0]).toMatchObject({
      kind: "renewal",
      status: "failed",
      amount: 12.99,
    });
    // Renewal cannot be switched back on past a declined payment; off still works.
    const on = await callApi(subscriptionAutoRenew, {
      token,
      body: { subscription_id: id, auto_renew: true },
    });
    expect(on.status).toBe(409);
    expect((await json(on)).code).toBe(BILLING_ERRORS.renewalDeclined.code);

    await advanceClock(3);
    expect((await mySubscription(token, id)).status).toBe("past_due");
    await advanceClock(5);
    expect((await mySubscription(token, id)).status).toBe("expired");
    // The declined charge, and the job's retry in the grace period (one run: the clock jumped 3 days).
    expect((await ordersOf(id)).filter((o) => o.kind === "renewal").map((o) => o.status)).toEqual([
      "failed",
      "failed",
    ]);
  });

  it("the reminder is in the buyer's language (from the checkout's path)", async () => {
    const token = await signUp();
    const email = address();
    await buyAndPay(token, { planId: 1, email, returnPath: "/ja/paystatus" });
    await advanceClock(25);
    const [mail] = await outboxTo(email, "reminder");
    expect(mail?.subject).toContain("更新されます");
    expect(stopLinkIn(mail?.body ?? "").searchParams.get("lang")).toBe("ja");
  });

  it("a tampered, foreign or expired stop link changes nothing", async () => {
    const token = await signUp();
    const email = address();
    const id = await buyAndPay(token, { planId: 1, email });
    await advanceClock(25);
    const link = stopLinkIn((await outboxTo(email, "reminder"))[0]?.body ?? "");
    const tampered = new URL(link);
    tampered.searchParams.set("s", String(Number(link.searchParams.get("s")) + 1));
    expect(await (await confirm(tampered)).text()).toContain("can no longer be used");
    const longer = new URL(link);
    longer.searchParams.set("e", String(Number(link.searchParams.get("e")) + 86400000));
    expect(await (await confirm(longer)).text()).toContain("can no longer be used");
    expect((await mySubscription(token, id)).status).toBe("active");
    // After the renewal date the link has expired (and the period renewed).
    await advanceClock(10);
    expect(await (await confirm(link)).text()).toContain("can no longer be used");
    expect((await mySubscription(token, id)).auto_renew).toBe(true);
  });
});

describe("POST /sandbox/clock", () => {
  it("takes 1 to 400 whole days, refuses anything else and does not move", async () => {
    for (const bad of [0, 401, 1.5, "5", null]) {
      expect((await advanceClock(bad)).status).toBe(400);
    }
    const clock = await json<{ offset_days: number }>(await SELF.fetch(`${SANDBOX_ORIGIN}/sandbox/clock`));
    expect(clock.offset_days).toBe(0);
  });

  it("is not there in prod", async () => {
    const response = await advanceClock(5, "https://www.vpnmaster.com");
    expect(response.status).toBe(404);
    const row = await env.DB.prepare("SELECT offset_ms FROM sandbox_clock").first<{ offset_ms: number }>();
    expect(row?.offset_ms).toBe(0);
  });
});
