import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  deliverPaddle,
  filled,
  nowSeconds,
  PADDLE_FIXTURES,
  PADDLE_SECRETS,
  type PaddleCall,
  paddleAnswersPerTest,
  paddleError,
  paddleSignature,
} from "../../../../test/support/paddle";
import { newBuyer, orderFor, vipSeconds } from "../../../../test/support/payment";
import { purchaseThrough } from "../../../../test/support/purchase-through";
import { PAYMENT_ERRORS } from "../../../api/payment-errors";
import { getOrder, type OrderRow } from "../orders";
import { transactionBody } from "./paddle";
import { PADDLE_SANDBOX_API } from "./paddle-client";
import { paddleEventOf } from "./paddle-events";

/** Paddle Billing (ps) in production against a fake of its documented API and notifications. */

const paddleAnswers = paddleAnswersPerTest();

const buy = (
  userId: number,
  planId: number,
  secrets: Record<string, string | undefined> = PADDLE_SECRETS,
  idempotencyKey?: string,
) => purchaseThrough("paddle", userId, planId, { secrets, idempotencyKey, country: "US" });

/** transaction.completed for a first payment of `order`, as Paddle sends it. */
const completed = (order: OrderRow, overrides: Record<string, unknown> = {}) =>
  filled(PADDLE_FIXTURES.transactionCompleted, {
    event_id: `evt_${crypto.randomUUID().replaceAll("-", "").slice(0, 26)}`,
    transaction_id: `txn_first_${order.id.slice(-12)}`,
    subscription_id: `sub_${order.id.slice(-12)}`,
    order_id: order.id,
    origin: "api",
    amount: String(order.amount_cents),
    currency: order.currency,
    ...overrides,
  });

/** Paddle's 201 to POST /transactions for the order in `call`, a $83.76 first term. */
const createdTransaction = (call: PaddleCall, transactionId: string) =>
  Response.json(
    filled(PADDLE_FIXTURES.transactionCreated, {
      transaction_id: transactionId,
      order_id: (call.body?.custom_data as { order_id?: string } | undefined)?.order_id,
      currency: "USD",
      amount: "8376",
    }),
    { status: 201 },
  );

describe("a Paddle purchase", () => {
  it("creates a transaction from our plan data with the order in custom_data and answers its checkout URL", async () => {
    const calls = paddleAnswers((call) => createdTransaction(call, "txn_01hv8wptq8987qeep44cyrewp9"));
    const userId = await newBuyer();
    const answer = await buy(userId, 24);
    expect(answer.status).toBe(200);
    expect(answer.body.data.redirect_url).toBe(
      "https://www.vpnmaster.com/pay?_ptxn=txn_01hv8wptq8987qeep44cyrewp9",
    );
    expect(calls).toHaveLength(1);
    const [call] = calls;
    // A sandbox key speaks to Paddle's sandbox API, with the key as a Bearer token.
    expect(call?.method).toBe("POST");
    expect(call?.path).toBe("/transactions");
    expect(call?.authorization).toBe(`Bearer ${PADDLE_SECRETS.PADDLE_API_KEY}`);
    expect(call?.body).toMatchObject({
      currency_code: "USD",
      custom_data: { order_id: answer.body.data.order_id },
      // Paddle's link opens our /pay/{order} page, which loads Paddle.js (decision 177).
      checkout: {
        url: expect.stringMatching(new RegExp(`^https://[^/]+/pay/${answer.body.data.order_id}$`)),
      },
      items: [
        // The 2-year plan's first term once, at its offer price...
        { quantity: 1, price: { unit_price: { amount: "8376", currency_code: "USD" } } },
        // ...then 59.88 every 12 months, after the 730 days the first payment grants.
        {
          quantity: 1,
          price: {
            unit_price: { amount: "5988", currency_code: "USD" },
            billing_cycle: { interval: "month", frequency: 12 },
            trial_period: { interval: "day", frequency: 730 },
          },
        },
      ],
    });
    const items = (call?.body?.items ?? []) as { price: Record<string, unknown> }[];
    expect(items[0]?.price.billing_cycle).toBeUndefined();
    expect(PADDLE_SANDBOX_API).toBe("https://sandbox-api.paddle.com");
  });

  it("prices a buyer in Japan in whole yen: ¥12,000 now, ¥9,000 a year, as Paddle counts yen (decision 178)", async () => {
    const calls = paddleAnswers((call) => createdTransaction(call, "txn_01hv8wptq8987qeep44cyreyen"));
    const answer = await purchaseThrough("paddle", await newBuyer(), 24, {
      secrets: PADDLE_SECRETS,
      country: "JP",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ currency: "JPY", amount: 12000 });
    expect(calls[0]?.body).toMatchObject({
      currency_code: "JPY",
      items: [
        { price: { unit_price: { amount: "12000", currency_code: "JPY" } } },
        { price: { unit_price: { amount: "9000", currency_code: "JPY" } } },
      ],
    });
  });

  it("Paddle refusing answers 503 / 42005, not 500, and the order waits for a retry", async () => {
    paddleAnswers(() => paddleError(500, "internal_error"));
    const answer = await buy(await newBuyer(), 12);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe(PAYMENT_ERRORS.providerUnavailable.code);
  });

  it("a repeated purchase (double click, lost answer) answers the same checkout and creates one transaction", async () => {
    let created = 0;
    const calls = paddleAnswers(async (call) => {
      created += 1;
      // Paddle takes a moment: both clicks are in flight before the first answer is back.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return createdTransaction(call, `txn_01hv8wptq8987qeep44cyrew${String(created).padStart(3, "0")}`);
    });
    const userId = await newBuyer();
    const key = crypto.randomUUID().replaceAll("-", "");
    const [first, second] = await Promise.all([
      buy(userId, 24, PADDLE_SECRETS, key),
      buy(userId, 24, PADDLE_SECRETS, key),
    ]);
    const retried = await buy(userId, 24, PADDLE_SECRETS, key);
    expect(calls.filter((call) => call.method === "POST" && call.path === "/transactions")).toHaveLength(1);
    const url = "https://www.vpnmaster.com/pay?_ptxn=txn_01hv8wptq8987qeep44cyrew001";
    for (const answer of [first, second, retried]) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ order_id: first.body.data.order_id, redirect_url: url });
    }
  });

  it("after Paddle refused, a retry with the same key creates the transaction", async () => {
    let refuse = true;
    const calls = paddleAnswers((call) =>
      refuse
        ? paddleError(500, "internal_error")
        : createdTransaction(call, "txn_01hv8wptq8987qeep44cyrewr1"),
    );
    const userId = await newBuyer();
    const key = crypto.randomUUID().replaceAll("-", "");
    expect((await buy(userId, 24, PADDLE_SECRETS, key)).status).toBe(503);
    refuse = false;
    const retried = await buy(userId, 24, PADDLE_SECRETS, key);
    expect(retried.status).toBe(200);
    expect(retried.body.data.redirect_url).toBe(
      "https://www.vpnmaster.com/pay?_ptxn=txn_01hv8wptq8987qeep44cyrewr1",
    );
    expect(calls).toHaveLength(2);
  });

  it("is not offered without both of Paddle's secrets", async () => {
    const answer = await buy(await newBuyer(), 12, { PADDLE_API_KEY: "pdl_sdbx_apikey_test" });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(PAYMENT_ERRORS.methodUnavailable.code);
  });

  it("shows the buyer the plan's name in the language they checked out in", async () => {
    const japanese = await orderFor(await newBuyer(), 24, "US", "ps", "/ja/paystatus");
    const body = (await transactionBody(env.DB, japanese, "https://www.vpnmaster.com")) as {
      items: { price: { name?: string; product: { name: string } } }[];
      checkout: { url: string };
    };
    // The checkout page opens in the buyer's language too.
    expect(body.checkout.url).toBe(`https://www.vpnmaster.com/ja/pay/${japanese.id}`);
    expect(body.items.map((item) => item.price.product.name)).toEqual([
      "VPN Master VIP（2年）",
      "VPN Master VIP（2年）",
    ]);
    // Beside the product, the renewing price says what renews and that it does.
    expect(body.items[0]?.price.name).toBeUndefined();
    expect(body.items[1]?.price.name).toBe("VPN Master VIP（1年）・自動更新");
    const english = await orderFor(await newBuyer(), 7, "US", "ps");
    const trial = (await transactionBody(env.DB, english, "https://www.vpnmaster.com")) as typeof body;
    expect(trial.items[0]?.price.product.name).toMatch(/^VPN Master VIP, \d+-day trial$/);
    expect(trial.items[1]?.price.name).toBe("VPN Master VIP, 1 month, renews automatically");
  });
});

describe("Paddle notifications", () => {
  it("a signed transaction.completed pays the order and keeps Paddle's transaction and subscription ids", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 12, "US", "ps");
    const delivered = await deliverPaddle(completed(order));
    expect(delivered).toMatchObject({ status: 200, body: { duplicate: false, status: "paid" } });
    expect(await vipSeconds(buyer)).toBeGreaterThan(364 * 86400);
    const charge = await env.DB.prepare("SELECT provider_ref FROM orders WHERE id = ?")
      .bind(order.id)
      .first<{ provider_ref: string }>();
    expect(charge?.provider_ref).toBe(`txn_first_${order.id.slice(-12)}`);
    const subscription = await env.DB.prepare("SELECT provider_ref FROM subscriptions WHERE order_id = ?")
      .bind(order.id)
      .first<{ provider_ref: string }>();
    expect(subscription?.provider_ref).toBe(`sub_${order.id.slice(-12)}`);
  });

  it("accepts a signature 3 s old; refuses a tampered, wrongly keyed, stale, missing or Stripe-style one", async () => {
    const order = await orderFor(await newBuyer(), 12, "US", "ps");
    const event = completed(order);
    const body = JSON.stringify(event);
    const other = await orderFor(await newBuyer(), 12, "US", "ps");
    const refused = [
      // Signed for another body: the order id swapped after signing.
      { header: await paddleSignature(JSON.stringify(completed(other)), nowSeconds()) },
      { secret: "pdl_ntfset_guess" },
      // Paddle's SDKs accept 5 seconds; this one is 10 seconds old.
      { ts: nowSeconds() - 10 },
      { header: "" },
      { header: (await paddleSignature(body, nowSeconds())).replace("ts=", "t=").replace(";h1=", ",v1=") },
    ];
    for (const options of refused) expect((await deliverPaddle(event, options)).status).toBe(400);
    expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
    expect((await deliverPaddle(event, { ts: nowSeconds() - 3 })).status).toBe(200);
    expect((await getOrder(env.DB, order.id))?.status).toBe("paid");
  });

  it("the same notification delivered 20 times at once extends the subscription exactly once", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 24, "US", "ps");
    const event = completed(order);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliverPaddle(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const vip = await vipSeconds(buyer);
    expect(vip).toBeGreaterThan(729 * 86400);
    expect(vip).toBeLessThanOrEqual(730 * 86400);
    // transaction.paid for the same purchase (another event id) changes nothing either.
    const paid = completed(order, { event_id: "evt_01hv8x2pvvy6v3yzjh6gv5xk7q" });
    (paid as { event_type: string }).event_type = "transaction.paid";
    expect((await deliverPaddle(paid)).body.status).toBe("paid");
    expect(await vipSeconds(buyer)).toBeLessThanOrEqual(vip);
  });

  it("a payment for another amount or currency is held for review, not granted", async () => {
    for (const overrides of [{ amount: "1" }, { currency: "EUR" }]) {
      const buyer = await newBuyer();
      const order = await orderFor(buyer, 12, "US", "ps");
      const event = completed(order, overrides);
      const first = await deliverPaddle(event);
      expect(first).toMatchObject({ status: 200, body: { held: true, duplicate: false } });
      expect((await deliverPaddle(event)).body).toMatchObject({ held: true, duplicate: true });
      expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
      expect(await vipSeconds(buyer)).toBeLessThanOrEqual(0);
      const held = await env.DB.prepare(
        "SELECT expected_cents, charged_cents, charged_currency FROM payment_reviews WHERE order_id = ?",
      )
        .bind(order.id)
        .all();
      expect(held.results).toHaveLength(1);
      expect(held.results[0]).toMatchObject({ expected_cents: order.amount_cents });
    }
  });
});

describe("how Paddle's notifications are read", () => {
  const transaction = (type: string, origin: string) => {
    const event = filled<{ event_type: string }>(PADDLE_FIXTURES.transactionCompleted, {
      event_id: "evt_01hv8x2pvvy6v3yzjh6gv5xk7r",
      transaction_id: "txn_1",
      subscription_id: "sub_1",
      order_id: "ord_1",
      origin,
      amount: "1299",
      currency: "USD",
    });
    event.event_type = type;
    return event;
  };

  it("a declined card at checkout is not an outcome: the buyer may try another in the same checkout", () => {
    expect(paddleEventOf(transaction("transaction.payment_failed", "web"))).toBeNull();
  });

  it("a renewal counts once it is completed; its paid step and a first payment's past due are ignored", () => {
    expect(paddleEventOf(transaction("transaction.paid", "subscription_recurring"))).toBeNull();
    expect(paddleEventOf(transaction("transaction.past_due", "api"))).toBeNull();
    expect(paddleEventOf(transaction("transaction.completed", "subscription_recurring"))).toMatchObject({
      kind: "renewal",
      subscriptionRef: "sub_1",
      invoiceRef: "txn_1",
      outcome: "paid",
    });
  });

  it("the money of a first payment comes from details.totals; none stated is held, not trusted", () => {
    expect(paddleEventOf(transaction("transaction.paid", "web"))).toMatchObject({
      orderId: "ord_1",
      outcome: "paid",
      charged: { amountCents: 1299, currency: "USD" },
    });
    const bare = transaction("transaction.completed", "api") as { data?: { details?: unknown } };
    if (bare.data) bare.data.details = null;
    expect(paddleEventOf(bare)).toMatchObject({ outcome: "paid", charged: null });
  });
});
