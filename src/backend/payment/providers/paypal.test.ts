import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newBuyer, orderFor, vipSeconds } from "../../../../test/support/payment";
import {
  buyWithPayPal,
  deliverPayPal,
  PAYPAL_ACCESS_TOKEN,
  PAYPAL_SECRETS,
  type PayPalCall,
  paypalAnswersPerTest,
  paypalError,
  purchaseAnswers,
  saleEvent,
  subscriptionEventOf as subscriptionEvent,
  TRANSMISSION_HEADERS,
  verifyAnswer,
} from "../../../../test/support/paypal";
import { changeRenewalPrice, freshPlan, recordedPlans } from "../../../../test/support/provider-plans";
import { PAYMENT_ERRORS } from "../../../api/payment-errors";
import { getOrder, type OrderRow } from "../orders";
import { PAYPAL_SANDBOX_API } from "./paypal-client";
import { minorOf, saleOf, subscriptionEventOf } from "./paypal-events";

/** PayPal (pd) in production against a fake of its documented REST API and webhooks. */

const paypalAnswers = paypalAnswersPerTest();
const DAY_MS = 86_400_000;

/** An order whose PayPal subscription was created (what the purchase call leaves in D1). */
async function subscribedOrder(
  planId = 12,
): Promise<{ buyer: number; order: OrderRow; subscription: string }> {
  const buyer = await newBuyer();
  const order = await orderFor(buyer, planId, "US", "pd");
  const subscription = `I-${order.id.slice(-12).toUpperCase()}`;
  await env.DB.prepare("UPDATE orders SET provider_ref = ? WHERE id = ?").bind(subscription, order.id).run();
  return { buyer, order, subscription };
}

const firstSale = (
  order: OrderRow,
  subscription: string,
  overrides: { cents?: number; currency?: string } = {},
) =>
  saleEvent({
    sale: `SALE${order.id.slice(-12).toUpperCase()}`,
    subscription,
    cents: overrides.cents ?? order.amount_cents,
    currency: overrides.currency ?? order.currency,
  });

describe("a PayPal purchase", () => {
  it("creates product, plan and subscription from our plan data and answers the approve link as web_url", async () => {
    const calls = paypalAnswers(purchaseAnswers);
    // Plan 24's price as a plan no earlier test recorded: 83.76 now, 59.88 every 12 months.
    const planId = await freshPlan();
    await env.DB.prepare("UPDATE plans SET term_months = 24, grant_days = 730 WHERE id = ?")
      .bind(planId)
      .run();
    await env.DB.prepare(
      "UPDATE plan_prices SET amount_cents = 8376, list_cents = 31176 WHERE plan_id = ? AND currency = 'USD'",
    )
      .bind(planId)
      .run();
    const priceKey = `${planId}-USD-5988-12`;
    const before = Date.now();
    const answer = await buyWithPayPal(await newBuyer(), planId);
    expect(answer.status).toBe(200);
    const orderId = String(answer.body.data.order_id);
    const tag = orderId.slice(-12).toUpperCase();
    // pd's quirk (spec): the approval link comes as web_url, not redirect_url.
    expect(answer.body.data.web_url).toBe(
      `https://www.paypal.com/webapps/billing/subscriptions?ba_token=BA-${tag}`,
    );
    expect(answer.body.data.redirect_url).toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.path} ${c.requestId}`)).toEqual([
      `POST /v1/catalogs/products product-${priceKey}`,
      `POST /v1/billing/plans plan-${priceKey}`,
      `POST /v1/billing/subscriptions subscription-${orderId}`,
    ]);
    expect(calls.every((c) => c.authorization === `Bearer ${PAYPAL_ACCESS_TOKEN}`)).toBe(true);
    // Named as the plan renews, for every buyer of the price alike (not "VPN Master plan 24").
    const name = "VPN Master VIP, 1 year, renews automatically";
    expect(calls[0]?.body).toMatchObject({ type: "SERVICE", name });
    expect(calls[1]?.body).toMatchObject({
      product_id: `PROD-${priceKey}`,
      name,
      status: "ACTIVE",
      // The 2-year plan: 59.88 every 12 months after the first term...
      billing_cycles: [
        {
          frequency: { interval_unit: "MONTH", interval_count: 12 },
          tenure_type: "REGULAR",
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: "59.88", currency_code: "USD" } },
        },
      ],
    });
    // The plan is the price's, shared by every order of it: no first term in it.
    expect(JSON.stringify(calls[1]?.body)).not.toContain("setup_fee");
    const subscription = calls[2]?.body ?? {};
    expect(subscription).toMatchObject({
      plan_id: `P-${priceKey}`,
      // The order's first term, 83.76, charged at approval: in the subscription's plan override.
      plan: {
        payment_preferences: {
          setup_fee: { value: "83.76", currency_code: "USD" },
          setup_fee_failure_action: "CANCEL",
        },
      },
      custom_id: orderId,
      application_context: {
        user_action: "SUBSCRIBE_NOW",
        shipping_preference: "NO_SHIPPING",
        return_url: `https://www.vpnmaster.com/paystatus?order=${orderId}&provider=pd`,
      },
    });
    // The first renewal falls when the 730 days the first payment grants are over.
    const startsAt = Date.parse(String(subscription.start_time));
    expect(startsAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 730 * DAY_MS);
    expect(startsAt).toBeLessThan(Date.now() + 731 * DAY_MS);
    const order = await getOrder(env.DB, orderId);
    expect(order).toMatchObject({ status: "pending", provider_ref: `I-${tag}` });
    expect(PAYPAL_SANDBOX_API).toBe("https://api-m.sandbox.paypal.com");
  });

  it('sends yen without decimals, which PayPal refuses in yen: setup fee "12000", then "9000" a year (decision 178)', async () => {
    const calls = paypalAnswers(purchaseAnswers);
    const planId = await freshPlan();
    const answer = await buyWithPayPal(await newBuyer(), planId, { country: "JP" });
    expect(answer.status).toBe(200);
    expect(calls[1]?.body).toMatchObject({
      billing_cycles: [{ pricing_scheme: { fixed_price: { value: "9000", currency_code: "JPY" } } }],
    });
    expect(calls[2]?.body).toMatchObject({
      plan: { payment_preferences: { setup_fee: { value: "8400", currency_code: "JPY" } } },
    });
    // Euros keep their cents: "47.99" now, "53.88" a year.
    const euro = await buyWithPayPal(await newBuyer(), planId, { country: "FR" });
    expect(euro.status).toBe(200);
    expect(calls.at(-1)?.body).toMatchObject({
      plan: { payment_preferences: { setup_fee: { value: "47.99", currency_code: "EUR" } } },
    });
  });

  it("a repeated purchase (double click, lost answer) sends the same PayPal-Request-Ids and answers the same link", async () => {
    const calls = paypalAnswers(purchaseAnswers);
    const userId = await newBuyer();
    const key = crypto.randomUUID().replaceAll("-", "");
    const [first, second] = await Promise.all([
      buyWithPayPal(userId, 12, { idempotencyKey: key }),
      buyWithPayPal(userId, 12, { idempotencyKey: key }),
    ]);
    const retried = await buyWithPayPal(userId, 12, { idempotencyKey: key });
    for (const answer of [second, retried]) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        order_id: first.body.data.order_id,
        web_url: first.body.data.web_url,
      });
    }
    const subscriptionCalls = calls.filter((c) => c.path === "/v1/billing/subscriptions");
    // PayPal answers a repeated request id with the first call's subscription (72 h): one subscription.
    expect(new Set(subscriptionCalls.map((c) => c.requestId)).size).toBe(1);
  });

  it("a retry after PayPal forgot the request id (72 h) answers the stored link and makes no second subscription", async () => {
    paypalAnswers(purchaseAnswers);
    const userId = await newBuyer();
    const key = crypto.randomUUID().replaceAll("-", "");
    const first = await buyWithPayPal(userId, 12, { idempotencyKey: key });
    // PayPal would now create a new subscription for the same request id.
    const calls = paypalAnswers(() => paypalError(500, "INTERNAL_SERVER_ERROR"));
    const retried = await buyWithPayPal(userId, 12, { idempotencyKey: key });
    expect(retried.status).toBe(200);
    expect(retried.body.data.web_url).toBe(first.body.data.web_url);
    expect(calls).toHaveLength(0);
  });

  it("PayPal refusing answers 503 / 42005, not 500, and the order waits for a retry", async () => {
    paypalAnswers((call) =>
      call.path === "/v1/billing/subscriptions"
        ? paypalError(500, "INTERNAL_SERVER_ERROR")
        : purchaseAnswers(call),
    );
    const answer = await buyWithPayPal(await newBuyer(), 12);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(PAYMENT_ERRORS.providerUnavailable.code);
  });

  it("is not offered without all three of PayPal's secrets", async () => {
    paypalAnswers(purchaseAnswers);
    const { PAYPAL_WEBHOOK_ID: _, ...two } = PAYPAL_SECRETS;
    const answer = await buyWithPayPal(await newBuyer(), 12, { secrets: two });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(PAYMENT_ERRORS.methodUnavailable.code);
  });
});

describe("PayPal plans: one per price, not per order (decision 162)", () => {
  const creates = (calls: PayPalCall[]) =>
    calls.filter((c) => c.path === "/v1/catalogs/products" || c.path === "/v1/billing/plans");
  const subscribedPlans = (calls: PayPalCall[]) =>
    calls.filter((c) => c.path === "/v1/billing/subscriptions").map((c) => c.body?.plan_id);

  it("a second order of the same price makes no product or plan and subscribes to the first one's plan", async () => {
    const calls = paypalAnswers(purchaseAnswers);
    const planId = await freshPlan();
    expect((await buyWithPayPal(await newBuyer(), planId)).status).toBe(200);
    expect(creates(calls)).toHaveLength(2);
    calls.length = 0;
    const second = await buyWithPayPal(await newBuyer(), planId);
    expect(second.status).toBe(200);
    expect(calls.map((c) => c.path)).toEqual(["/v1/billing/subscriptions"]);
    expect(subscribedPlans(calls)).toEqual([`P-${planId}-USD-5988-12`]);
    expect(await recordedPlans("pd", planId)).toEqual([
      {
        price_key: `${planId}-USD-5988-12`,
        product_ref: `PROD-${planId}-USD-5988-12`,
        plan_ref: `P-${planId}-USD-5988-12`,
        environment: "live",
      },
    ]);
  });

  it("10 first purchases of one price at once record one plan, and every subscription is on it", async () => {
    const calls = paypalAnswers(async (call) => {
      // PayPal taking its time widens the window in which the purchases race.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return purchaseAnswers(call);
    });
    const planId = await freshPlan();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newBuyer()));
    const answers = await Promise.all(buyers.map((buyer) => buyWithPayPal(buyer, planId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(creates(calls).map((c) => c.path)).toEqual(["/v1/catalogs/products", "/v1/billing/plans"]);
    expect(await recordedPlans("pd", planId)).toHaveLength(1);
    expect(new Set(subscribedPlans(calls))).toEqual(new Set([`P-${planId}-USD-5988-12`]));
    expect(subscribedPlans(calls)).toHaveLength(10);
  }, 30_000);

  it("another currency or another renewal price gets its own plan; the old plan is not edited", async () => {
    const calls = paypalAnswers(purchaseAnswers);
    const planId = await freshPlan();
    await buyWithPayPal(await newBuyer(), planId);
    expect((await buyWithPayPal(await newBuyer(), planId, { country: "GB" })).status).toBe(200);
    await buyWithPayPal(await newBuyer(), planId);
    await changeRenewalPrice(planId, "USD", 6488);
    await buyWithPayPal(await newBuyer(), planId);
    const plans = calls.filter((c) => c.path === "/v1/billing/plans");
    expect(plans.map((c) => c.requestId)).toEqual([
      `plan-${planId}-USD-5988-12`,
      `plan-${planId}-GBP-4988-12`,
      `plan-${planId}-USD-6488-12`,
    ]);
    expect(plans[1]?.body).toMatchObject({
      billing_cycles: [{ pricing_scheme: { fixed_price: { value: "49.88", currency_code: "GBP" } } }],
    });
    expect(subscribedPlans(calls)).toEqual([
      `P-${planId}-USD-5988-12`,
      `P-${planId}-GBP-4988-12`,
      `P-${planId}-USD-5988-12`,
      `P-${planId}-USD-6488-12`,
    ]);
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    expect((await recordedPlans("pd", planId)).map((row) => row.price_key)).toEqual([
      `${planId}-GBP-4988-12`,
      `${planId}-USD-5988-12`,
      `${planId}-USD-6488-12`,
    ]);
  });

  it("a plan PayPal refuses leaves no plan recorded, and the next purchase creates it", async () => {
    paypalAnswers((call) =>
      call.path === "/v1/billing/plans" ? paypalError(500, "INTERNAL_SERVER_ERROR") : purchaseAnswers(call),
    );
    const planId = await freshPlan();
    expect((await buyWithPayPal(await newBuyer(), planId)).status).toBe(503);
    expect(await recordedPlans("pd", planId)).toEqual([]);
    const calls = paypalAnswers(purchaseAnswers);
    expect((await buyWithPayPal(await newBuyer(), planId)).status).toBe(200);
    expect(creates(calls).map((c) => c.requestId)).toEqual([
      `product-${planId}-USD-5988-12`,
      `plan-${planId}-USD-5988-12`,
    ]);
    expect(await recordedPlans("pd", planId)).toEqual([
      expect.objectContaining({ plan_ref: `P-${planId}-USD-5988-12` }),
    ]);
  });

  it("the sandbox app's plans are not the live app's", async () => {
    const calls = paypalAnswers(purchaseAnswers);
    const planId = await freshPlan();
    await buyWithPayPal(await newBuyer(), planId);
    await buyWithPayPal(await newBuyer(), planId, { secrets: { ...PAYPAL_SECRETS, PAYPAL_SANDBOX: "1" } });
    expect(creates(calls)).toHaveLength(4);
    expect((await recordedPlans("pd", planId)).map((row) => row.environment).sort()).toEqual([
      "live",
      "sandbox",
    ]);
  });
});

describe("PayPal webhooks", () => {
  it("asks PayPal to verify with the five transmission headers, our webhook id and the event, then pays the order", async () => {
    const calls = paypalAnswers();
    const { buyer, order, subscription } = await subscribedOrder();
    const event = firstSale(order, subscription);
    const delivered = await deliverPayPal(event);
    expect(delivered).toMatchObject({ status: 200, body: { duplicate: false, status: "paid" } });
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v1/notifications/verify-webhook-signature",
        body: {
          auth_algo: TRANSMISSION_HEADERS["PAYPAL-AUTH-ALGO"],
          cert_url: TRANSMISSION_HEADERS["PAYPAL-CERT-URL"],
          transmission_id: TRANSMISSION_HEADERS["PAYPAL-TRANSMISSION-ID"],
          transmission_sig: TRANSMISSION_HEADERS["PAYPAL-TRANSMISSION-SIG"],
          transmission_time: TRANSMISSION_HEADERS["PAYPAL-TRANSMISSION-TIME"],
          webhook_id: PAYPAL_SECRETS.PAYPAL_WEBHOOK_ID,
          webhook_event: event,
        },
      }),
    ]);
    expect(await vipSeconds(buyer)).toBeGreaterThan(364 * 86400);
    const row = await env.DB.prepare("SELECT provider_ref FROM subscriptions WHERE order_id = ?")
      .bind(order.id)
      .first<{ provider_ref: string }>();
    expect(row?.provider_ref).toBe(subscription);
  });

  it("sends the event back to PayPal byte for byte, not a re-serialized copy", async () => {
    const calls = paypalAnswers();
    const { order, subscription } = await subscribedOrder();
    const event = firstSale(order, subscription);
    // Same JSON value, other bytes: what PayPal signed is the body it sent.
    const raw = JSON.stringify(event, null, 1).replace("Payment completed", "Payment compl\\u0065ted");
    expect((await deliverPayPal(event, { raw })).status).toBe(200);
    expect(calls[0]?.raw.endsWith(`"webhook_event":${raw}}`)).toBe(true);
  });

  it("refuses a delivery PayPal answers FAILURE for, one without its headers, and one it cannot verify now", async () => {
    const { order, subscription } = await subscribedOrder();
    const event = firstSale(order, subscription);
    paypalAnswers(() => verifyAnswer("FAILURE"));
    expect((await deliverPayPal(event)).status).toBe(400);
    const calls = paypalAnswers();
    const { "PAYPAL-TRANSMISSION-SIG": _, ...unsigned } = TRANSMISSION_HEADERS;
    expect((await deliverPayPal(event, { headers: unsigned })).status).toBe(400);
    // Nothing to ask PayPal about without the signature.
    expect(calls).toHaveLength(0);
    paypalAnswers(() => paypalError(503, "SERVICE_UNAVAILABLE"));
    expect((await deliverPayPal(event)).status).toBe(400);
    expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
    paypalAnswers();
    expect((await deliverPayPal(event)).status).toBe(200);
    expect((await getOrder(env.DB, order.id))?.status).toBe("paid");
  });

  // 20 deliveries, each with its verify call to the fake: a generous timeout on a loaded machine.
  it("the same sale delivered 20 times at once extends the subscription exactly once", async () => {
    paypalAnswers();
    const { buyer, order, subscription } = await subscribedOrder(24);
    const event = firstSale(order, subscription);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliverPayPal(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const vip = await vipSeconds(buyer);
    expect(vip).toBeGreaterThan(729 * 86400);
    expect(vip).toBeLessThanOrEqual(730 * 86400);
  }, 30_000);

  it("a sale for another amount or currency is held for review, not granted", async () => {
    paypalAnswers();
    for (const overrides of [{ cents: 100 }, { currency: "EUR" }]) {
      const { buyer, order, subscription } = await subscribedOrder();
      const event = firstSale(order, subscription, overrides);
      expect(await deliverPayPal(event)).toMatchObject({
        status: 200,
        body: { held: true, duplicate: false },
      });
      expect((await deliverPayPal(event)).body).toMatchObject({ held: true, duplicate: true });
      expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
      expect(await vipSeconds(buyer)).toBeLessThanOrEqual(0);
      const held = await env.DB.prepare(
        "SELECT provider, expected_cents, charged_currency FROM payment_reviews WHERE order_id = ?",
      )
        .bind(order.id)
        .all();
      expect(held.results).toEqual([
        expect.objectContaining({ provider: "pd", expected_cents: order.amount_cents }),
      ]);
    }
  });
});

describe("how PayPal's events are read", () => {
  it("amounts are decimal strings in the currency's digits: 83.76 dollars are 8376 cents, 1980 yen 1980; anything else is no amount", () => {
    expect(minorOf("83.76", "USD")).toBe(8376);
    expect(minorOf("12.9", "EUR")).toBe(1290);
    expect(minorOf("5", "GBP")).toBe(500);
    expect(minorOf("1980", "JPY")).toBe(1980);
    expect(minorOf("1980.00", "JPY")).toBe(1980);
    for (const bad of ["", "1.234", "-1.00", "1e3", 83.76, null]) expect(minorOf(bad, "USD")).toBeNull();
    expect(minorOf("1980.5", "JPY")).toBeNull();
  });

  it("a sale without an amount is read with charged null, which the amount check holds", () => {
    const event = saleEvent({ sale: "S1", subscription: "I-1", cents: 1299 }) as {
      resource: { amount?: unknown };
    };
    delete event.resource.amount;
    expect(saleOf(event)).toMatchObject({ saleId: "S1", subscriptionRef: "I-1", charged: null });
  });

  it("subscription events map to the lifecycle; others are ignored", () => {
    const read = (type: string) => subscriptionEventOf(subscriptionEvent(type, "I-1", "ACTIVE"));
    expect(read("BILLING.SUBSCRIPTION.SUSPENDED")).toMatchObject({
      kind: "renewal-switch",
      autoRenew: false,
    });
    expect(read("BILLING.SUBSCRIPTION.ACTIVATED")).toMatchObject({ kind: "renewal-switch", autoRenew: true });
    expect(read("BILLING.SUBSCRIPTION.CANCELLED")).toMatchObject({ kind: "ended", subscriptionRef: "I-1" });
    expect(read("BILLING.SUBSCRIPTION.PAYMENT.FAILED")).toMatchObject({ kind: "renewal", outcome: "failed" });
    expect(read("BILLING.SUBSCRIPTION.UPDATED")).toBeNull();
    expect(read("PAYMENT.SALE.COMPLETED")).toBeNull();
  });
});
