import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { filled } from "../../../../test/support/paddle";
import { newBuyer, orderFor, vipSeconds } from "../../../../test/support/payment";
import { changeRenewalPrice, freshPlan, recordedPlans } from "../../../../test/support/provider-plans";
import { purchaseThrough } from "../../../../test/support/purchase-through";
import {
  deliverRazorpay,
  hexHmacOf,
  paymentEvent,
  RAZORPAY_FIXTURES,
  RAZORPAY_SECRETS,
  type RazorpayCall,
  razorpayAnswersPerTest,
  razorpayError,
} from "../../../../test/support/razorpay";
import { PAYMENT_ERRORS } from "../../../api/payment-errors";
import { getOrder, type OrderRow } from "../orders";
import { isCheckoutSignatureValid } from "./razorpay";
import { razorpayEventOf } from "./razorpay-events";

/** Razorpay (rz) in production against a fake of its documented REST API and webhooks. */

const razorpayAnswers = razorpayAnswersPerTest();

const buy = (
  userId: number,
  planId: number,
  secrets: Record<string, string | undefined> = RAZORPAY_SECRETS,
  idempotencyKey?: string,
) => purchaseThrough("upi", userId, planId, { secrets, idempotencyKey, country: "IN" });

/** Razorpay's answers to POST /plans and POST /subscriptions, echoing what was asked. */
const createdAnswer = (shortCode: string) => (call: RazorpayCall) => {
  if (call.path === "/plans") {
    const item = (call.body?.item ?? {}) as Record<string, unknown>;
    return Response.json(
      filled(RAZORPAY_FIXTURES.planCreated, {
        plan_id: "plan_00000000000001",
        interval: call.body?.interval,
        period: call.body?.period,
        name: item.name,
        amount: item.amount,
        currency: item.currency,
      }),
    );
  }
  return Response.json(
    filled(RAZORPAY_FIXTURES.subscriptionCreated, {
      subscription_id: `sub_${shortCode}`,
      plan_id: call.body?.plan_id,
      order_id: (call.body?.notes as { order_id?: string } | undefined)?.order_id,
      start_at: call.body?.start_at,
      total_count: call.body?.total_count,
      short_code: shortCode,
    }),
  );
};

/** The first payment of `order` as Razorpay reports it. */
const authenticated = (order: OrderRow, overrides: { amount?: number; currency?: string } = {}) =>
  paymentEvent("subscription.authenticated", {
    subscription: `sub_${order.id.slice(-12)}`,
    orderId: order.id,
    payment: `pay_${order.id.slice(-12)}`,
    amount: overrides.amount ?? order.amount_cents,
    currency: overrides.currency ?? order.currency,
  });

describe("a Razorpay purchase", () => {
  it("creates a plan and a subscription from our plan data, the order in notes, and answers its short_url", async () => {
    const calls = razorpayAnswers(createdAnswer("z3b1R61A9"));
    const before = Math.floor(Date.now() / 1000);
    const answer = await buy(await newBuyer(), 24);
    expect(answer.status).toBe(200);
    expect(answer.body.data.redirect_url).toBe("https://rzp.io/i/z3b1R61A9");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /plans",
      "POST /subscriptions",
    ]);
    const [plan, subscription] = calls;
    expect(plan?.authorization).toBe(
      `Basic ${btoa(`${RAZORPAY_SECRETS.RAZORPAY_KEY_ID}:${RAZORPAY_SECRETS.RAZORPAY_KEY_SECRET}`)}`,
    );
    // The 2-year plan renews at ₹3,999 every 12 months: Razorpay's yearly, in the buyer's rupees
    // (paise, migrations/0129_inr_prices.sql).
    expect(plan?.body).toMatchObject({
      period: "yearly",
      interval: 1,
      item: { amount: 399900, currency: "INR", name: "VPN Master VIP, 1 year, renews automatically" },
    });
    // Its first term (₹5,599) is the upfront add-on; the plan's first charge comes after 730 days.
    expect(subscription?.body).toMatchObject({
      plan_id: "plan_00000000000001",
      total_count: 30,
      addons: [{ item: { amount: 559900, currency: "INR" } }],
      notes: { order_id: answer.body.data.order_id },
    });
    const startAt = Number(subscription?.body?.start_at);
    expect(startAt - before).toBeGreaterThanOrEqual(730 * 86400);
    expect(startAt - before).toBeLessThan(730 * 86400 + 60);
  });

  it("a monthly plan is Razorpay's monthly, interval 1", async () => {
    const calls = razorpayAnswers(createdAnswer("m0nthly01"));
    expect((await buy(await newBuyer(), 1)).status).toBe(200);
    expect(calls[0]?.body).toMatchObject({ period: "monthly", interval: 1, item: { amount: 89900 } });
  });

  it("Razorpay refusing answers 503 / 42005, not 500; a retry with the same key then succeeds", async () => {
    let refuse = true;
    const answerCreated = createdAnswer("r3try0001");
    const calls = razorpayAnswers((call) =>
      refuse ? razorpayError(500, "SERVER_ERROR") : answerCreated(call),
    );
    const userId = await newBuyer();
    const key = crypto.randomUUID().replaceAll("-", "");
    const refused = await buy(userId, 12, RAZORPAY_SECRETS, key);
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe(PAYMENT_ERRORS.providerUnavailable.code);
    refuse = false;
    const retried = await buy(userId, 12, RAZORPAY_SECRETS, key);
    expect(retried.status).toBe(200);
    expect(retried.body.data.redirect_url).toBe("https://rzp.io/i/r3try0001");
    expect(calls).toHaveLength(3);
  });

  it("a double click creates one subscription and answers both with its short_url", async () => {
    const answerCreated = createdAnswer("d0ubl3c1k");
    const calls = razorpayAnswers(async (call) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return answerCreated(call);
    });
    const userId = await newBuyer();
    const key = crypto.randomUUID().replaceAll("-", "");
    const answers = await Promise.all([
      buy(userId, 12, RAZORPAY_SECRETS, key),
      buy(userId, 12, RAZORPAY_SECRETS, key),
    ]);
    expect(calls.filter((call) => call.path === "/subscriptions")).toHaveLength(1);
    for (const answer of answers) expect(answer.body.data.redirect_url).toBe("https://rzp.io/i/d0ubl3c1k");
  });

  it("is not offered without all three of Razorpay's secrets", async () => {
    const answer = await buy(await newBuyer(), 12, {
      ...RAZORPAY_SECRETS,
      RAZORPAY_WEBHOOK_SECRET: undefined,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(PAYMENT_ERRORS.methodUnavailable.code);
  });
});

describe("Razorpay plans: one per price, not per order (decision 162)", () => {
  const plansCreated = (calls: RazorpayCall[]) => calls.filter((call) => call.path === "/plans");
  const subscribedPlans = (calls: RazorpayCall[]) =>
    calls.filter((call) => call.path === "/subscriptions").map((call) => call.body?.plan_id);
  /** Razorpay's answers with a plan id of its own per plan created, as Razorpay numbers them. */
  const numberedPlans = (delayMs = 0) => {
    let plans = 0;
    const answerCreated = createdAnswer("pr1c3k3y0");
    return async (call: RazorpayCall) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (call.path !== "/plans") return answerCreated(call);
      plans += 1;
      const answer = (await answerCreated(call).json()) as Record<string, unknown>;
      return Response.json({ ...answer, id: `plan_price${String(plans).padStart(9, "0")}` });
    };
  };

  it("a second order of the same price creates no plan and subscribes on the first one's", async () => {
    const calls = razorpayAnswers(numberedPlans());
    const planId = await freshPlan();
    expect((await buy(await newBuyer(), planId)).status).toBe(200);
    calls.length = 0;
    expect((await buy(await newBuyer(), planId)).status).toBe(200);
    expect(calls.map((call) => call.path)).toEqual(["/subscriptions"]);
    expect(subscribedPlans(calls)).toEqual(["plan_price000000001"]);
    expect(await recordedPlans("rz", planId)).toEqual([
      {
        price_key: `${planId}-INR-399900-12`,
        product_ref: null,
        plan_ref: "plan_price000000001",
        // rzp_test_ keys are Razorpay's test mode.
        environment: "sandbox",
      },
    ]);
  });

  it("10 first purchases of one price at once create one plan, and every subscription is on it", async () => {
    const calls = razorpayAnswers(numberedPlans(50));
    const planId = await freshPlan();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newBuyer()));
    const answers = await Promise.all(buyers.map((buyer) => buy(buyer, planId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(plansCreated(calls)).toHaveLength(1);
    expect(await recordedPlans("rz", planId)).toHaveLength(1);
    expect(subscribedPlans(calls)).toEqual(Array(10).fill("plan_price000000001"));
  }, 30_000);

  it("a new renewal price gets a plan of its own", async () => {
    const calls = razorpayAnswers(numberedPlans());
    const planId = await freshPlan();
    await buy(await newBuyer(), planId);
    await changeRenewalPrice(planId, "INR", 449900);
    await buy(await newBuyer(), planId);
    await buy(await newBuyer(), planId);
    expect(plansCreated(calls).map((call) => call.body?.item)).toEqual([
      expect.objectContaining({ amount: 399900, currency: "INR" }),
      expect.objectContaining({ amount: 449900, currency: "INR" }),
    ]);
    expect(subscribedPlans(calls)).toEqual([
      "plan_price000000001",
      "plan_price000000002",
      "plan_price000000002",
    ]);
  });

  it("a plan Razorpay refuses leaves no plan recorded, and the next purchase creates it", async () => {
    razorpayAnswers(() => razorpayError(500, "SERVER_ERROR"));
    const planId = await freshPlan();
    expect((await buy(await newBuyer(), planId)).status).toBe(503);
    expect(await recordedPlans("rz", planId)).toEqual([]);
    const calls = razorpayAnswers(numberedPlans());
    expect((await buy(await newBuyer(), planId)).status).toBe(200);
    expect(plansCreated(calls)).toHaveLength(1);
    expect(await recordedPlans("rz", planId)).toEqual([
      expect.objectContaining({ plan_ref: "plan_price000000001" }),
    ]);
  });
});

describe("Razorpay webhooks", () => {
  it("a signed subscription.authenticated pays the order and keeps Razorpay's payment and subscription ids", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 12, "US", "rz");
    expect(await deliverRazorpay(authenticated(order))).toMatchObject({
      status: 200,
      body: { duplicate: false, status: "paid" },
    });
    expect(await vipSeconds(buyer)).toBeGreaterThan(364 * 86400);
    const charge = await env.DB.prepare("SELECT provider_ref FROM orders WHERE id = ?")
      .bind(order.id)
      .first<{ provider_ref: string }>();
    expect(charge?.provider_ref).toBe(`pay_${order.id.slice(-12)}`);
    const subscription = await env.DB.prepare("SELECT provider_ref FROM subscriptions WHERE order_id = ?")
      .bind(order.id)
      .first<{ provider_ref: string }>();
    expect(subscription?.provider_ref).toBe(`sub_${order.id.slice(-12)}`);
  });

  it("refuses a tampered body, a wrong secret, a missing or non-hex signature; accepts the right one", async () => {
    const order = await orderFor(await newBuyer(), 12, "US", "rz");
    const event = authenticated(order);
    const body = JSON.stringify(event);
    const other = await orderFor(await newBuyer(), 12, "US", "rz");
    const refused = [
      // Signed for another body: the order id swapped after signing.
      {
        body,
        header: await hexHmacOf(
          RAZORPAY_SECRETS.RAZORPAY_WEBHOOK_SECRET,
          JSON.stringify(authenticated(other)),
        ),
      },
      { secret: "rzp_webhook_guess" },
      // The API key secret signs Checkout's answer, not webhooks.
      { secret: RAZORPAY_SECRETS.RAZORPAY_KEY_SECRET },
      { header: "" },
      { header: "not-hex" },
    ];
    for (const options of refused) expect((await deliverRazorpay(event, options)).status).toBe(400);
    expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
    expect((await deliverRazorpay(event)).status).toBe(200);
    expect((await getOrder(env.DB, order.id))?.status).toBe("paid");
  });

  it("the same webhook delivered 20 times at once, each with its own header id, pays exactly once", async () => {
    const buyer = await newBuyer();
    const order = await orderFor(buyer, 24, "US", "rz");
    const event = authenticated(order);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliverRazorpay(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const vip = await vipSeconds(buyer);
    expect(vip).toBeGreaterThan(729 * 86400);
    expect(vip).toBeLessThanOrEqual(730 * 86400);
  });

  it("a first payment for another amount or currency is held for review, not granted", async () => {
    for (const overrides of [{ amount: 100 }, { currency: "INR" }]) {
      const buyer = await newBuyer();
      const order = await orderFor(buyer, 12, "US", "rz");
      const event = authenticated(order, overrides);
      expect(await deliverRazorpay(event)).toMatchObject({
        status: 200,
        body: { held: true, duplicate: false },
      });
      expect((await deliverRazorpay(event)).body).toMatchObject({ held: true, duplicate: true });
      expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
      expect(await vipSeconds(buyer)).toBeLessThanOrEqual(0);
      const held = await env.DB.prepare(
        "SELECT provider, expected_cents FROM payment_reviews WHERE order_id = ?",
      )
        .bind(order.id)
        .all();
      expect(held.results).toEqual([{ provider: "rz", expected_cents: order.amount_cents }]);
    }
  });
});

describe("how Razorpay's webhooks are read", () => {
  const event = (type: string, amount: unknown = 1299) =>
    paymentEvent(type, {
      subscription: "sub_1",
      orderId: "ord_1",
      payment: "pay_1",
      amount: amount as number,
    });

  it("the first payment is subscription.authenticated; charged, pending and halted are renewals", () => {
    expect(razorpayEventOf(event("subscription.authenticated"))).toMatchObject({
      orderId: "ord_1",
      outcome: "paid",
      chargeRef: "pay_1",
      subscriptionRef: "sub_1",
      charged: { amountCents: 1299, currency: "USD" },
    });
    expect(razorpayEventOf(event("subscription.charged"))).toMatchObject({
      kind: "renewal",
      subscriptionRef: "sub_1",
      invoiceRef: "inv_1",
      outcome: "paid",
    });
    for (const type of ["subscription.pending", "subscription.halted"])
      expect(razorpayEventOf(event(type))).toMatchObject({ kind: "renewal", outcome: "failed" });
  });

  it("activation and a declined attempt in the hosted page are not outcomes", () => {
    expect(razorpayEventOf(event("subscription.activated"))).toBeNull();
    expect(razorpayEventOf(event("payment.failed"))).toBeNull();
  });

  it("a first payment without a stated amount is held, not trusted", () => {
    expect(razorpayEventOf(event("subscription.authenticated", "1299"))).toMatchObject({ charged: null });
  });

  it("the ledger id comes from the signed body: the same charge is one event whatever its header says", () => {
    const first = razorpayEventOf(event("subscription.charged"));
    const again = razorpayEventOf(event("subscription.charged"));
    expect(first?.id).toBe(again?.id);
  });
});

describe("Checkout's signature for a subscription", () => {
  it("is the HMAC of payment_id|subscription_id with the key secret, against the subscription we stored", async () => {
    const secret = RAZORPAY_SECRETS.RAZORPAY_KEY_SECRET;
    const signature = await hexHmacOf(secret, "pay_IH3d0ara9bSsjQ|sub_IH2xqE5fYqZYrw");
    expect(
      await isCheckoutSignatureValid("pay_IH3d0ara9bSsjQ", "sub_IH2xqE5fYqZYrw", signature, secret),
    ).toBe(true);
    expect(await isCheckoutSignatureValid("pay_IH3d0ara9bSsjQ", "sub_other0000000", signature, secret)).toBe(
      false,
    );
    expect(
      await isCheckoutSignatureValid("pay_IH3d0ara9bSsjQ", "sub_IH2xqE5fYqZYrw", signature, "guess"),
    ).toBe(false);
    expect(await isCheckoutSignatureValid("pay_IH3d0ara9bSsjQ", "sub_IH2xqE5fYqZYrw", "zz", secret)).toBe(
      false,
    );
  });
});
