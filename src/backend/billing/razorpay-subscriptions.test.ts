import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { filled } from "../../../test/support/paddle";
import { vipSeconds } from "../../../test/support/payment";
import {
  cancelledEvent,
  deliverRazorpay,
  paymentEvent,
  RAZORPAY_FIXTURES,
  type RazorpayAnswer,
  type RazorpayPurchase,
  razorpayAnswersPerTest,
  razorpayCall,
  razorpayError,
  razorpayPurchase,
} from "../../../test/support/razorpay";
import { sessionFor } from "../../../test/support/stripe";
import { chargesOf, subscriptionRow } from "../../../test/support/stripe-purchase";
import { refund, subscriptionAutoRenew } from "../../api/contract/payment";
import { BILLING_ERRORS } from "./billing-errors";
import { periodEndAfter } from "./subscription-state";

/** Razorpay subscriptions in production (decision 158), against Razorpay's documented payloads. */

const razorpayAnswers = razorpayAnswersPerTest();

const renewalCharge = (purchase: RazorpayPurchase, payment: string, event = "subscription.charged") =>
  paymentEvent(event, {
    subscription: purchase.subscriptionRef,
    orderId: purchase.orderId,
    payment,
    amount: 5988,
    invoice: `inv_${payment.slice(4)}`,
  });

describe("Razorpay subscription webhooks", () => {
  it("subscription.charged renews once: renewal order, next period, VIP time; a replay under a new header id changes nothing", async () => {
    const purchase = await razorpayPurchase(24);
    const before = await subscriptionRow(purchase.orderId);
    const vipBefore = await vipSeconds(purchase.userId);
    const charged = renewalCharge(purchase, "pay_renewal0001");
    expect(await deliverRazorpay(charged)).toMatchObject({
      status: 200,
      body: { duplicate: false, changed: true },
    });
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "active",
      current_period_end: periodEndAfter(before?.current_period_end ?? 0, 12),
    });
    expect((await chargesOf(purchase.orderId))[1]).toMatchObject({
      kind: "renewal",
      status: "paid",
      amount_cents: 5988,
      provider_ref: "inv_renewal0001",
    });
    const vipAfter = await vipSeconds(purchase.userId);
    expect(vipAfter - vipBefore).toBeGreaterThan(364 * 86400);
    // deliverRazorpay sends a fresh x-razorpay-event-id each time: the signed body decides.
    expect(await deliverRazorpay(charged)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await chargesOf(purchase.orderId)).toHaveLength(2);
    expect(await vipSeconds(purchase.userId)).toBeLessThanOrEqual(vipAfter);
  });

  it("a failed charge (pending) puts it past due; Razorpay's retry charged recovers it; cancelled ends it", async () => {
    const purchase = await razorpayPurchase(1);
    await deliverRazorpay(renewalCharge(purchase, "pay_declined001", "subscription.pending"));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("past_due");
    await deliverRazorpay(renewalCharge(purchase, "pay_retried0001"));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
    expect((await chargesOf(purchase.orderId)).map((c) => c.status)).toEqual(["paid", "failed", "paid"]);
    await deliverRazorpay(cancelledEvent(purchase.subscriptionRef, purchase.orderId));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "expired",
      next_renewal_at: null,
    });
  });
});

const subscriptionAnswer = (subscriptionRef: string, status = "active") =>
  Response.json(
    filled(RAZORPAY_FIXTURES.subscriptionEntity, {
      subscription_id: subscriptionRef,
      status,
      has_scheduled_changes: false,
    }),
  );

describe("the renewal switch of a Razorpay subscription", () => {
  it("cancels at Razorpay at the cycle end, then in D1; on again takes the scheduled change back", async () => {
    const purchase = await razorpayPurchase();
    const calls = razorpayAnswers(() => subscriptionAnswer(purchase.subscriptionRef));
    const token = await sessionFor(purchase.userId);
    const off = await razorpayCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(200);
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/subscriptions/${purchase.subscriptionRef}/cancel`,
        body: { cancel_at_cycle_end: true },
      }),
    ]);
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("renewal_off");
    const on = await razorpayCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: true,
    });
    expect(on.status).toBe(200);
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: `/subscriptions/${purchase.subscriptionRef}/cancel_scheduled_changes`,
    });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
  });

  it("Razorpay refusing answers 503 / 42021 and leaves D1 as it was", async () => {
    const purchase = await razorpayPurchase();
    razorpayAnswers(() => razorpayError(400, "BAD_REQUEST_ERROR", "Subscription is not cancellable"));
    const off = await razorpayCall(subscriptionAutoRenew.path, await sessionFor(purchase.userId), {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(503);
    expect(((await off.json()) as { code: number }).code).toBe(BILLING_ERRORS.providerSwitchFailed.code);
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
  });
});

describe("the money-back refund of a Razorpay purchase", () => {
  const refundOk =
    (purchase: RazorpayPurchase): RazorpayAnswer =>
    (call) =>
      call.path.endsWith("/refund")
        ? Response.json(
            filled(RAZORPAY_FIXTURES.refundCreated, {
              payment_id: purchase.paymentRef,
              order_id: purchase.orderId,
              amount: 1299,
              currency: "USD",
            }),
          )
        : subscriptionAnswer(purchase.subscriptionRef, "cancelled");

  it("refunds the first payment in full, cancels the subscription at once at Razorpay, then ends it in D1", async () => {
    const purchase = await razorpayPurchase();
    const calls = razorpayAnswers(refundOk(purchase));
    const answer = await razorpayCall(refund.path, await sessionFor(purchase.userId), {
      order_id: purchase.orderId,
    });
    expect(answer.status).toBe(200);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /payments/${purchase.paymentRef}/refund`,
      `POST /subscriptions/${purchase.subscriptionRef}/cancel`,
    ]);
    // No amount: Razorpay refunds the whole payment.
    expect(calls[0]?.body).toEqual({
      speed: "normal",
      notes: { order_id: purchase.orderId, reason: "money-back" },
    });
    expect(calls[1]?.body).toEqual({ cancel_at_cycle_end: false });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
    expect(await vipSeconds(purchase.userId)).toBeLessThan(60);
    await deliverRazorpay(cancelledEvent(purchase.subscriptionRef, purchase.orderId));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
  });

  it("Razorpay refusing the refund answers 503 / 42022 and changes nothing in D1", async () => {
    const purchase = await razorpayPurchase();
    razorpayAnswers((call) =>
      call.path.endsWith("/refund")
        ? razorpayError(400, "BAD_REQUEST_ERROR", "The payment is not captured")
        : Response.json({ id: purchase.paymentRef, entity: "payment", refund_status: null }),
    );
    const answer = await razorpayCall(refund.path, await sessionFor(purchase.userId), {
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
