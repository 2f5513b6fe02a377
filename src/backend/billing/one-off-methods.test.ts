import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newBuyer, orderFor, vipSeconds } from "../../../test/support/payment";
import { deliverStripe, prodCall, prodRequest, sessionFor } from "../../../test/support/stripe";
import { checkoutPaymentCompleted } from "../../../test/support/stripe-payloads";
import { stripeAnswersPerTest, subscriptionRow } from "../../../test/support/stripe-purchase";
import { refund, type Subscription, subscriptionAutoRenew, subscriptionMy } from "../../api/contract/payment";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { stripeAdapter } from "../payment/providers/stripe";
import { BILLING_ERRORS } from "./billing-errors";
import { DAY_MS } from "./clock";
import { runDueWork } from "./due-work";

/**
 * One-off methods (decision 167): Alipay and WeChat Pay through Stripe Checkout in payment mode.
 * Nothing can charge them again, so the subscription renews by hand: renewal off from the start,
 * never switched on, a reminder to pay the next period, and a refund that cancels nothing.
 */

const stripeAnswers = stripeAnswersPerTest();
const ORIGIN = "https://www.vpnmaster.com";

/** A Chinese buyer's order paid with `method` by Stripe's payment-mode webhook. */
async function oneOffPurchase(method: "alipay" | "wechat_pay" = "alipay", returnPath = "/paystatus") {
  const userId = await newBuyer();
  const email = `one-off-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(email, userId).run();
  const order = await orderFor(userId, 12, "CN", "s1", returnPath, method);
  const paymentIntent = `pi_${order.id.slice(-12)}`;
  const paid = await deliverStripe(
    checkoutPaymentCompleted(order.id, paymentIntent, {
      amountCents: order.amount_cents,
      currency: order.currency,
    }),
  );
  expect(paid.status).toBe(200);
  return { userId, email, order, paymentIntent };
}

const mySubscription = async (token: string, id: string) => {
  const answer = await prodRequest(subscriptionMy.path, {
    headers: { "Sec-Fetch-Site": "same-origin", Cookie: `${TOKEN_COOKIE.name}=${token}` },
  });
  const { data } = (await answer.json()) as { data: { subscriptions: Subscription[] } };
  return data.subscriptions.find((s) => s.subscription_id === id);
};

const outboxOf = (email: string) =>
  env.DB.prepare("SELECT subject, body FROM outbox WHERE to_address = ? AND kind = 'reminder'")
    .bind(email)
    .all<{ subject: string; body: string }>()
    .then((r) => r.results);

const runProd = (nowMs: number) =>
  runDueWork({ env, environment: "prod", realNowMs: nowMs, origin: ORIGIN, waitUntil: () => {} });

describe("Stripe Checkout for a one-off method", () => {
  it("is a payment-mode session for the first term alone: no recurring line, no trial, the order on the PaymentIntent", async () => {
    const calls = stripeAnswers(() =>
      Response.json({ id: "cs_1", url: "https://checkout.stripe.com/c/pay/cs_1" }),
    );
    const adapter = stripeAdapter({ secretKey: "sk_test", webhookSecret: "whsec_test", db: env.DB });
    const order = await orderFor(await newBuyer(), 12, "CN", "s1", "/paystatus", "wechat_pay");
    expect(await adapter.create(order, ORIGIN, "wechat_pay")).toEqual({
      redirectUrl: "https://checkout.stripe.com/c/pay/cs_1",
    });
    const form = calls[0]?.form ?? {};
    expect(form).toMatchObject({
      mode: "payment",
      "payment_method_types[0]": "wechat_pay",
      // Stripe shows WeChat Pay's QR code only for the web client.
      "payment_method_options[wechat_pay][client]": "web",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(order.amount_cents),
      "payment_intent_data[metadata][order_id]": order.id,
      client_reference_id: order.id,
    });
    expect(
      Object.keys(form).filter(
        (key) => key.startsWith("line_items[1]") || key.startsWith("subscription_data"),
      ),
    ).toEqual([]);
  });
});

describe("a subscription paid with a one-off method", () => {
  it("grants the period, renews by hand from the start, and says so to the account", async () => {
    const { userId, order } = await oneOffPurchase();
    expect(await vipSeconds(userId)).toBeGreaterThan(29 * 86_400);
    expect(await subscriptionRow(order.id)).toMatchObject({
      status: "renewal_off",
      auto_renew: 0,
      provider_ref: null,
      next_renewal_at: null,
    });
    const view = await mySubscription(await sessionFor(userId), order.id);
    expect(view).toMatchObject({
      status: "renewal_off",
      auto_renew: false,
      manual_renewal: true,
      payment_method: "alipay",
      next_renewal_time: null,
    });
  });

  it("cannot have renewal switched on: 409 / 42038 and nothing changes, however often it is asked", async () => {
    const { userId, order } = await oneOffPurchase();
    const token = await sessionFor(userId);
    const before = await subscriptionRow(order.id);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        prodCall(subscriptionAutoRenew.path, token, { subscription_id: order.id, auto_renew: true }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { code: number }).code).toBe(BILLING_ERRORS.manualRenewal.code);
    }
    expect(await subscriptionRow(order.id)).toEqual(before);
  });

  it("a week before its end: one mail, in the buyer's language, to pay the next period at the checkout; nothing charged", async () => {
    const { email, order } = await oneOffPurchase("wechat_pay", "/de/paystatus");
    const end = (await subscriptionRow(order.id))?.current_period_end ?? 0;
    await runProd(end - 20 * DAY_MS);
    expect(await outboxOf(email)).toEqual([]);
    // Two overlapping job runs still send it once.
    await Promise.all([runProd(end - 3 * DAY_MS), runProd(end - 3 * DAY_MS)]);
    const mails = await outboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).not.toMatch(/^Your VPN Master/);
    expect(mails[0]?.body).toContain("WeChat Pay");
    expect(mails[0]?.body).toContain(`${ORIGIN}/de/pricing/checkout/12`);
    await runProd(end - 2 * DAY_MS);
    expect(await outboxOf(email)).toHaveLength(1);
    // No renewal was charged; at its end it is over.
    await runProd(end + DAY_MS);
    expect((await subscriptionRow(order.id))?.status).toBe("expired");
    const renewals = await env.DB.prepare(
      "SELECT id FROM orders WHERE subscription_id = (SELECT id FROM subscriptions WHERE order_id = ?) AND kind = 'renewal'",
    )
      .bind(order.id)
      .all();
    expect(renewals.results).toEqual([]);
  });

  it("sends no reminder when the next period is already paid", async () => {
    const first = await oneOffPurchase();
    const end = (await subscriptionRow(first.order.id))?.current_period_end ?? 0;
    const next = await orderFor(first.userId, 12, "CN", "s1", "/paystatus", "alipay");
    await deliverStripe(
      checkoutPaymentCompleted(next.id, `pi_${next.id.slice(-12)}`, {
        amountCents: next.amount_cents,
        currency: next.currency,
      }),
    );
    await runProd(end - 3 * DAY_MS);
    expect(await outboxOf(first.email)).toEqual([]);
  });

  it("is refunded on its PaymentIntent, with no subscription at Stripe to cancel", async () => {
    const { userId, order, paymentIntent } = await oneOffPurchase();
    const calls = stripeAnswers(() => Response.json({ id: "re_1", object: "refund", status: "succeeded" }));
    const answer = await prodCall(refund.path, await sessionFor(userId), { order_id: order.id });
    expect(answer.status).toBe(200);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /refunds"]);
    expect(calls[0]?.form).toMatchObject({ payment_intent: paymentIntent, "metadata[order_id]": order.id });
    expect((await subscriptionRow(order.id))?.status).toBe("refunded");
    expect(await vipSeconds(userId)).toBeLessThan(60);
  });
});
