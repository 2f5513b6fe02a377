import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { filled } from "../../../test/support/paddle";
import { vipSeconds } from "../../../test/support/payment";
import {
  deliverPayPal,
  PAYPAL_FIXTURES,
  type PayPalAnswer,
  type PayPalPurchase,
  paypalAnswersPerTest,
  paypalCall,
  paypalError,
  paypalPurchase,
  purchaseAnswers,
  saleEvent,
  subscriptionEventOf,
} from "../../../test/support/paypal";
import { sessionFor } from "../../../test/support/stripe";
import { chargesOf, subscriptionRow } from "../../../test/support/stripe-purchase";
import { refund, subscriptionAutoRenew } from "../../api/contract/payment";
import { BILLING_ERRORS } from "./billing-errors";
import { periodEndAfter } from "./subscription-state";

/** PayPal subscriptions in production (decision 156), against PayPal's documented payloads. */

const paypalAnswers = paypalAnswersPerTest();

/** PayPal's answers for a purchase plus `more` for the calls a test is about. */
const answering =
  (more: PayPalAnswer = () => undefined): PayPalAnswer =>
  (call) =>
    more(call) ?? purchaseAnswers(call);

describe("PayPal subscription events", () => {
  it("a sale on a later cycle renews once: renewal order, next period, VIP time; a replay changes nothing", async () => {
    paypalAnswers(answering());
    const purchase = await paypalPurchase(24);
    const before = await subscriptionRow(purchase.orderId);
    const vipBefore = await vipSeconds(purchase.userId);
    const renewal = saleEvent({ sale: "RENEWAL1SALE", subscription: purchase.subscriptionRef, cents: 5988 });
    expect(await deliverPayPal(renewal)).toMatchObject({
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
      provider_ref: "RENEWAL1SALE",
    });
    const vipAfter = await vipSeconds(purchase.userId);
    expect(vipAfter - vipBefore).toBeGreaterThan(364 * 86400);
    expect(await deliverPayPal(renewal)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await chargesOf(purchase.orderId)).toHaveLength(2);
    expect(await vipSeconds(purchase.userId)).toBeLessThanOrEqual(vipAfter);
  });

  it("a failed payment puts the subscription past due; the next completed sale recovers it", async () => {
    paypalAnswers(answering());
    const purchase = await paypalPurchase(1);
    await deliverPayPal(
      subscriptionEventOf("BILLING.SUBSCRIPTION.PAYMENT.FAILED", purchase.subscriptionRef, "ACTIVE"),
    );
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("past_due");
    await deliverPayPal(
      saleEvent({ sale: "RETRY1SALE", subscription: purchase.subscriptionRef, cents: 1299 }),
    );
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
  });

  it("suspended is renewal off, activated renewal on; cancelled ends it", async () => {
    paypalAnswers(answering());
    const purchase = await paypalPurchase();
    const event = (type: string, status: string) =>
      subscriptionEventOf(type, purchase.subscriptionRef, status);
    await deliverPayPal(event("BILLING.SUBSCRIPTION.SUSPENDED", "SUSPENDED"));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "renewal_off", auto_renew: 0 });
    await deliverPayPal(event("BILLING.SUBSCRIPTION.ACTIVATED", "ACTIVE"));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
    await deliverPayPal(event("BILLING.SUBSCRIPTION.CANCELLED", "CANCELLED"));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "expired",
      next_renewal_at: null,
    });
  });
});

describe("the renewal switch of a PayPal subscription", () => {
  it("suspends at PayPal, then in D1; on again activates it", async () => {
    const calls = paypalAnswers(
      answering((call) =>
        call.path.includes("/v1/billing/subscriptions/I-") ? new Response(null, { status: 204 }) : undefined,
      ),
    );
    const purchase = await paypalPurchase();
    const token = await sessionFor(purchase.userId);
    const switched = (auto_renew: boolean) =>
      paypalCall(subscriptionAutoRenew.path, token, { subscription_id: purchase.orderId, auto_renew });
    expect((await switched(false)).status).toBe(200);
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/billing/subscriptions/${purchase.subscriptionRef}/suspend`,
      body: { reason: expect.any(String) },
    });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("renewal_off");
    expect((await switched(true)).status).toBe(200);
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/billing/subscriptions/${purchase.subscriptionRef}/activate`,
    });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
  });

  it("PayPal refusing answers 503 / 42021 and leaves D1 as it was", async () => {
    paypalAnswers(
      answering((call) =>
        call.path.endsWith("/suspend") ? paypalError(500, "INTERNAL_SERVER_ERROR") : undefined,
      ),
    );
    const purchase = await paypalPurchase();
    const off = await paypalCall(subscriptionAutoRenew.path, await sessionFor(purchase.userId), {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(503);
    expect(((await off.json()) as { code: number }).code).toBe(BILLING_ERRORS.providerSwitchFailed.code);
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
  });
});

describe("the money-back refund of a PayPal purchase", () => {
  const refundAnswers = (purchase: () => PayPalPurchase | undefined, refuse = false) =>
    answering((call) => {
      const p = purchase();
      if (!p) return undefined;
      if (call.path === `/v1/billing/subscriptions/${p.subscriptionRef}/transactions`)
        return Response.json(
          filled(PAYPAL_FIXTURES.transactions, {
            sale_id: p.saleRef,
            subscription_id: p.subscriptionRef,
            total: "12.99",
          }),
        );
      if (call.path === `/v1/payments/sale/${p.saleRef}/refund`)
        return refuse
          ? paypalError(422, "UNPROCESSABLE_ENTITY", "TRANSACTION_REFUSED")
          : Response.json(filled(PAYPAL_FIXTURES.saleRefunded, { sale_id: p.saleRef, total: "12.99" }), {
              status: 201,
            });
      if (call.path === `/v1/billing/subscriptions/${p.subscriptionRef}/cancel`)
        return new Response(null, { status: 204 });
      return undefined;
    });

  it("refunds the first sale in full, cancels the subscription at PayPal, then ends it in D1", async () => {
    let purchase: PayPalPurchase | undefined;
    const calls = paypalAnswers(refundAnswers(() => purchase));
    purchase = await paypalPurchase();
    const from = calls.length;
    const answer = await paypalCall(refund.path, await sessionFor(purchase.userId), {
      order_id: purchase.orderId,
    });
    expect(answer.status).toBe(200);
    const made = calls.slice(from);
    expect(made.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v1/billing/subscriptions/${purchase.subscriptionRef}/transactions`,
      `POST /v1/payments/sale/${purchase.saleRef}/refund`,
      `POST /v1/billing/subscriptions/${purchase.subscriptionRef}/cancel`,
    ]);
    expect(made[0]?.search).toMatch(
      /^\?start_time=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ&end_time=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
    );
    // An empty body is a full refund; the request id makes a retried refund the same one.
    expect(made[1]).toMatchObject({ body: {}, requestId: `refund-${purchase.orderId}` });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
    expect(await vipSeconds(purchase.userId)).toBeLessThan(60);
    await deliverPayPal(
      subscriptionEventOf("BILLING.SUBSCRIPTION.CANCELLED", purchase.subscriptionRef, "CANCELLED"),
    );
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
  });

  it("PayPal refusing the refund answers 503 / 42022 and changes nothing in D1", async () => {
    let purchase: PayPalPurchase | undefined;
    paypalAnswers(refundAnswers(() => purchase, true));
    purchase = await paypalPurchase();
    const answer = await paypalCall(refund.path, await sessionFor(purchase.userId), {
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
