import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, signUp } from "../../../test/support/api";
import {
  advanceClock,
  buyAndPay,
  mySubscription,
  ordersOf,
  resetClock,
  vipExpireTime,
} from "../../../test/support/billing";
import { runCron } from "../../../test/support/cron";
import { pastDueSubscription, retryPayment } from "../../../test/support/past-due";
import { type Subscription, subscriptionAutoRenew } from "../../api/contract/payment";
import { PAYMENT_ERRORS } from "../../api/payment-errors";
import { BILLING_ERRORS } from "./billing-errors";
import { advanceSandboxClock } from "./clock";

/** The tester fixed the card on the sandbox's side without paying yet. */
async function cardWorksAgain(id: string) {
  await env.DB.prepare("UPDATE sandbox_sessions SET decline_renewals = 0 WHERE order_id = ?").bind(id).run();
}

const renewals = async (id: string) => (await ordersOf(id)).filter((o) => o.kind === "renewal");

beforeEach(resetClock);

describe("POST /api/mms/payment/v1/web/subscription/retry", () => {
  it("with a working card: paid → active with the next period, VIP extended once; a repeat changes nothing", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    const due = await mySubscription(token, id);
    await cardWorksAgain(id);
    const answer = await retryPayment(token, id);
    expect(answer.status).toBe(200);
    const body = await json<{ data: { subscription: Subscription } }>(answer);
    expect(body.data.subscription).toMatchObject({ status: "active", fix_url: null, grace_until: null });
    expect(body.data.subscription.expire_time).toBeGreaterThan(due.expire_time + 27 * 86400);
    expect(await vipExpireTime(token)).toBe(body.data.subscription.expire_time);

    const again = await retryPayment(token, id);
    expect(again.status).toBe(200);
    expect(await renewals(id)).toEqual([
      expect.objectContaining({ status: "failed" }),
      expect.objectContaining({ status: "paid" }),
    ]);
    expect(await vipExpireTime(token)).toBe(body.data.subscription.expire_time);
  });

  it("while the card still declines: stays past due, one more failed charge, a clear code", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    const vip = await vipExpireTime(token);
    const answer = await retryPayment(token, id);
    expect(answer.status).toBe(409);
    expect((await json(answer)).code).toBe(BILLING_ERRORS.retryDeclined.code);
    expect(await mySubscription(token, id)).toMatchObject({ status: "past_due" });
    expect((await renewals(id)).map((o) => o.status)).toEqual(["failed", "failed"]);
    expect(await vipExpireTime(token)).toBe(vip);
  });

  it("a retry and the Cron job at the same moment charge the period once", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    await cardWorksAgain(id);
    // A day later the job's daily retry is due as well.
    await advanceSandboxClock(env.DB, 1);
    const vip = await vipExpireTime(token);
    const [first, , second] = await Promise.all([
      retryPayment(token, id),
      runCron(),
      retryPayment(token, id),
    ]);
    for (const answer of [first, second]) {
      if (answer.status !== 200) expect((await json(answer)).code).toBe(BILLING_ERRORS.retryInProgress.code);
    }
    await runCron();
    const paid = (await renewals(id)).filter((o) => o.status === "paid");
    expect(paid).toHaveLength(1);
    const after = await mySubscription(token, id);
    expect(after.status).toBe("active");
    // One month on top, not two.
    expect(await vipExpireTime(token)).toBe(after.expire_time);
    expect(after.expire_time - vip).toBeLessThanOrEqual(31 * 86400);
  });

  it("another user's subscription is 404 and nothing changes", async () => {
    const owner = await signUp();
    const stranger = await signUp("198.51.100.9");
    const id = await pastDueSubscription(owner);
    await cardWorksAgain(id);
    const answer = await retryPayment(stranger, id);
    expect(answer.status).toBe(404);
    expect((await json(answer)).code).toBe(BILLING_ERRORS.unknownSubscription.code);
    expect((await mySubscription(owner, id)).status).toBe("past_due");
    expect(await renewals(id)).toHaveLength(1);
  });

  it("nothing overdue: active answers as it is, renewal off is 42026, after the grace period 42013, bad ids 400", async () => {
    const token = await signUp();
    const active = await buyAndPay(token, { planId: 1 });
    expect((await retryPayment(token, active)).status).toBe(200);
    expect(await renewals(active)).toHaveLength(0);
    await callApi(subscriptionAutoRenew, { token, body: { subscription_id: active, auto_renew: false } });
    const off = await retryPayment(token, active);
    expect(off.status).toBe(409);
    expect((await json(off)).code).toBe(BILLING_ERRORS.nothingOverdue.code);

    // The grace period is over before the job has run: it reads as ended, with nothing to fix.
    // (Another buyer: a second plan of the same account would start after the first one's period.)
    const other = await signUp("198.51.100.10");
    const lapsed = await pastDueSubscription(other);
    await cardWorksAgain(lapsed);
    await advanceSandboxClock(env.DB, 8);
    expect(await mySubscription(other, lapsed)).toMatchObject({ status: "expired", fix_url: null });
    const late = await retryPayment(other, lapsed);
    expect(late.status).toBe(409);
    expect((await json(late)).code).toBe(BILLING_ERRORS.subscriptionEnded.code);
    expect((await renewals(lapsed)).map((o) => o.status)).toEqual(["failed"]);

    for (const bad of ["x", 42, null]) expect((await retryPayment(token, bad)).status).toBe(400);
  });

  it("outside the sandbox the provider's own page retries: 503 / 42005, nothing charged", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    await cardWorksAgain(id);
    const answer = await retryPayment(token, id, "https://www.vpnmaster.com");
    expect(answer.status).toBe(503);
    expect((await json(answer)).code).toBe(PAYMENT_ERRORS.providerUnavailable.code);
    expect(await renewals(id)).toHaveLength(1);
  });
});

describe("the Cron job's daily retry in the grace period", () => {
  it("retries once a day however often it runs, and recovers when the card works", async () => {
    const token = await signUp();
    const id = await pastDueSubscription(token);
    // The same day: no retry yet.
    await runCron();
    expect(await renewals(id)).toHaveLength(1);
    await advanceSandboxClock(env.DB, 1);
    await Promise.all([runCron(), runCron()]);
    await runCron();
    expect((await renewals(id)).map((o) => o.status)).toEqual(["failed", "failed"]);
    expect((await mySubscription(token, id)).status).toBe("past_due");

    await cardWorksAgain(id);
    expect((await advanceClock(1)).status).toBe(200);
    await runCron();
    expect((await renewals(id)).map((o) => o.status)).toEqual(["failed", "failed", "paid"]);
    const after = await mySubscription(token, id);
    expect(after.status).toBe("active");
    expect(await vipExpireTime(token)).toBe(after.expire_time);
  });
});
