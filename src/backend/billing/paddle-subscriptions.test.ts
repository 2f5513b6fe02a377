import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  deliverPaddle,
  filled,
  PADDLE_FIXTURES,
  type PaddleAnswer,
  paddleAnswersPerTest,
  paddleCall,
  paddleError,
  paddlePurchase,
  subscriptionCanceledEvent,
  subscriptionUpdatedEvent,
  transactionEvent,
} from "../../../test/support/paddle";
import { vipSeconds } from "../../../test/support/payment";
import { sessionFor } from "../../../test/support/stripe";
import { chargesOf, subscriptionRow } from "../../../test/support/stripe-purchase";
import { refund, subscriptionAutoRenew } from "../../api/contract/payment";
import { BILLING_ERRORS } from "./billing-errors";
import { periodEndAfter } from "./subscription-state";

/** Paddle Billing subscriptions in production (decision 153), against Paddle's documented payloads. */

const paddleAnswers = paddleAnswersPerTest();

describe("Paddle subscription notifications", () => {
  it("a renewal transaction completed renews once: renewal order, next period, VIP time; a replay changes nothing", async () => {
    const purchase = await paddlePurchase(24);
    const before = await subscriptionRow(purchase.orderId);
    const vipBefore = await vipSeconds(purchase.userId);
    const renewal = transactionEvent(PADDLE_FIXTURES.transactionCompleted, {
      transaction: "txn_renewal_1",
      subscription: purchase.subscriptionRef,
      orderId: purchase.orderId,
      amount: 5988,
      renewal: true,
    });
    expect(await deliverPaddle(renewal)).toMatchObject({
      status: 200,
      body: { duplicate: false, changed: true },
    });
    const newEnd = periodEndAfter(before?.current_period_end ?? 0, 12);
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "active",
      current_period_end: newEnd,
    });
    expect((await chargesOf(purchase.orderId))[1]).toMatchObject({
      kind: "renewal",
      status: "paid",
      amount_cents: 5988,
      provider_ref: "txn_renewal_1",
    });
    const vipAfter = await vipSeconds(purchase.userId);
    expect(vipAfter - vipBefore).toBeGreaterThan(364 * 86400);
    expect(await deliverPaddle(renewal)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await chargesOf(purchase.orderId)).toHaveLength(2);
    expect(await vipSeconds(purchase.userId)).toBeLessThanOrEqual(vipAfter);
  });

  it("a renewal past due puts the subscription past due; the same transaction completed later recovers it", async () => {
    const purchase = await paddlePurchase(1);
    const values = {
      transaction: "txn_declined",
      subscription: purchase.subscriptionRef,
      orderId: purchase.orderId,
      amount: 1299,
      renewal: true,
    };
    await deliverPaddle(transactionEvent(PADDLE_FIXTURES.transactionPastDue, values));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("past_due");
    await deliverPaddle(transactionEvent(PADDLE_FIXTURES.transactionCompleted, values));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
    expect((await chargesOf(purchase.orderId)).map((c) => c.status)).toEqual(["paid", "failed", "paid"]);
  });

  it("a scheduled cancel is renewal off, its removal renewal on; subscription.canceled ends it", async () => {
    const purchase = await paddlePurchase();
    await deliverPaddle(subscriptionUpdatedEvent(purchase.subscriptionRef, true));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "renewal_off", auto_renew: 0 });
    await deliverPaddle(subscriptionUpdatedEvent(purchase.subscriptionRef, false));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
    await deliverPaddle(subscriptionCanceledEvent(purchase.subscriptionRef));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "expired",
      next_renewal_at: null,
    });
  });
});

const subscriptionAnswer = (subscriptionRef: string) =>
  Response.json(filled(PADDLE_FIXTURES.subscriptionCanceledEntity, { subscription_id: subscriptionRef }));

describe("the renewal switch of a Paddle subscription", () => {
  it("cancels at Paddle effective from the next billing period, then in D1; on again removes the scheduled change", async () => {
    const purchase = await paddlePurchase();
    const calls = paddleAnswers(() => subscriptionAnswer(purchase.subscriptionRef));
    const token = await sessionFor(purchase.userId);
    const off = await paddleCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(200);
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/subscriptions/${purchase.subscriptionRef}/cancel`,
        body: { effective_from: "next_billing_period" },
      }),
    ]);
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("renewal_off");
    const on = await paddleCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: true,
    });
    expect(on.status).toBe(200);
    expect(calls[1]).toMatchObject({
      method: "PATCH",
      path: `/subscriptions/${purchase.subscriptionRef}`,
      body: { scheduled_change: null },
    });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
  });

  it("Paddle refusing answers 503 / 42021 and leaves D1 as it was", async () => {
    const purchase = await paddlePurchase();
    paddleAnswers(() => paddleError(500, "internal_error"));
    const off = await paddleCall(subscriptionAutoRenew.path, await sessionFor(purchase.userId), {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(503);
    expect(((await off.json()) as { code: number }).code).toBe(BILLING_ERRORS.providerSwitchFailed.code);
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
  });
});

describe("the money-back refund of a Paddle purchase", () => {
  const refundOk =
    (purchase: { subscriptionRef: string; transactionRef: string }): PaddleAnswer =>
    (call) =>
      call.path === "/adjustments"
        ? Response.json(
            filled(PADDLE_FIXTURES.adjustmentCreated, {
              transaction_id: purchase.transactionRef,
              subscription_id: purchase.subscriptionRef,
              reason: "refund",
              amount: "1299",
            }),
            { status: 201 },
          )
        : subscriptionAnswer(purchase.subscriptionRef);

  it("refunds the first transaction in full, cancels the subscription at once at Paddle, then ends it in D1", async () => {
    const purchase = await paddlePurchase();
    const calls = paddleAnswers(refundOk(purchase));
    const answer = await paddleCall(refund.path, await sessionFor(purchase.userId), {
      order_id: purchase.orderId,
    });
    expect(answer.status).toBe(200);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /adjustments",
      `POST /subscriptions/${purchase.subscriptionRef}/cancel`,
    ]);
    expect(calls[0]?.body).toMatchObject({
      action: "refund",
      type: "full",
      transaction_id: purchase.transactionRef,
    });
    expect(calls[1]?.body).toEqual({ effective_from: "immediately" });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
    expect(await vipSeconds(purchase.userId)).toBeLessThan(60);
    // Paddle's echo of the cancel changes nothing more.
    await deliverPaddle(subscriptionCanceledEvent(purchase.subscriptionRef));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
  });

  it("Paddle refusing the adjustment answers 503 / 42022 and changes nothing in D1", async () => {
    const purchase = await paddlePurchase();
    paddleAnswers((call) =>
      call.path === "/adjustments"
        ? paddleError(400, "adjustment_transaction_invalid_status_for_refund")
        : refundOk(purchase)(call),
    );
    const answer = await paddleCall(refund.path, await sessionFor(purchase.userId), {
      order_id: purchase.orderId,
    });
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { code: number }).code).toBe(BILLING_ERRORS.providerRefundFailed.code);
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
    const first = await env.DB.prepare("SELECT refunded_at FROM orders WHERE id = ?")
      .bind(purchase.orderId)
      .first<{ refunded_at: number | null }>();
    expect(first?.refunded_at).toBeNull();
  });
});
