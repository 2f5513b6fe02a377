import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newBuyer, orderFor, vipSeconds } from "../../../test/support/payment";
import {
  BILLING_LINK_SECRET,
  deliverStripe,
  prodCall,
  prodRequest,
  sessionFor,
  stripeError,
} from "../../../test/support/stripe";
import {
  checkoutCompleted,
  invoicePaid,
  invoicePaymentFailed,
  subscriptionDeleted,
  subscriptionUpdated,
} from "../../../test/support/stripe-payloads";
import {
  chargesOf,
  type StripePurchase,
  stripeAnswersPerTest,
  stripePurchase,
  stripeRefundOk,
  subscriptionRow,
} from "../../../test/support/stripe-purchase";
import { refund, subscriptionAutoRenew, subscriptionMy } from "../../api/contract/payment";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { getOrder } from "../payment/orders";
import { BILLING_ERRORS } from "./billing-errors";
import { DAY_MS } from "./clock";
import { RENEWAL_OFF_PATH, renewalOffLink } from "./renewal-link";
import { periodEndAfter } from "./subscription-state";

/** Stripe subscription mode in production (decision 110), against Stripe's documented payloads. */

const subscriptionId = async (orderId: string) =>
  (
    await env.DB.prepare("SELECT id FROM subscriptions WHERE order_id = ?")
      .bind(orderId)
      .first<{ id: number }>()
  )?.id;

const stripeAnswers = stripeAnswersPerTest();

describe("Stripe subscription webhooks", () => {
  it("the first payment's session gives the subscription its Stripe id and the order its invoice", async () => {
    const purchase = await stripePurchase();
    const row = await subscriptionRow(purchase.orderId);
    expect(row).toMatchObject({ status: "active", auto_renew: 1, provider_ref: purchase.subscriptionRef });
    expect((await chargesOf(purchase.orderId))[0]).toMatchObject({
      kind: "first",
      status: "paid",
      provider_ref: purchase.invoiceRef,
    });
    // The sandbox's own session rows are never written for a real provider's order.
    const sandboxRows = await env.DB.prepare("SELECT COUNT(*) AS n FROM sandbox_sessions WHERE order_id = ?")
      .bind(purchase.orderId)
      .first<{ n: number }>();
    expect(sandboxRows?.n).toBe(0);
  });

  it("a session that charged another amount or currency is held for review, not granted", async () => {
    for (const other of [{ amountCents: 1 }, { currency: "EUR" }]) {
      const buyer = await newBuyer();
      const order = await orderFor(buyer, 12, "US", "s1");
      const charged = { amountCents: order.amount_cents, currency: order.currency, ...other };
      const event = checkoutCompleted(order.id, `sub_${order.id}`, `in_${order.id}`, charged);
      expect(await deliverStripe(event)).toMatchObject({
        status: 200,
        body: { held: true, duplicate: false },
      });
      expect((await deliverStripe(event)).body).toMatchObject({ held: true, duplicate: true });
      expect((await getOrder(env.DB, order.id))?.status).toBe("pending");
      expect(await vipSeconds(buyer)).toBeLessThanOrEqual(0);
      const held = await env.DB.prepare(
        "SELECT expected_cents, expected_currency, charged_cents, charged_currency FROM payment_reviews WHERE order_id = ?",
      )
        .bind(order.id)
        .all();
      expect(held.results).toEqual([
        {
          expected_cents: order.amount_cents,
          expected_currency: order.currency,
          charged_cents: charged.amountCents,
          charged_currency: charged.currency,
        },
      ]);
    }
  });

  it("a yen session is compared in whole yen: amount_total 9000 pays ¥9,000; 900000 (yen counted as cents) is held", async () => {
    const buyer = await newBuyer();
    const held = await orderFor(buyer, 12, "JP", "s1");
    expect(held).toMatchObject({ currency: "JPY", amount_cents: 9000 });
    const wrong = checkoutCompleted(held.id, `sub_${held.id}`, `in_${held.id}`, {
      amountCents: 900000,
      currency: "JPY",
    });
    expect(await deliverStripe(wrong)).toMatchObject({ status: 200, body: { held: true } });
    const paid = await orderFor(await newBuyer(), 12, "JP", "s1");
    const right = checkoutCompleted(paid.id, `sub_${paid.id}`, `in_${paid.id}`, {
      amountCents: 9000,
      currency: "JPY",
    });
    expect(await deliverStripe(right)).toMatchObject({ status: 200, body: { status: "paid" } });
    expect((await getOrder(env.DB, paid.id))?.status).toBe("paid");
  });

  it("invoice.paid for a cycle renews once: renewal order, next period, VIP time; a replay changes nothing", async () => {
    const purchase = await stripePurchase(24);
    const before = await subscriptionRow(purchase.orderId);
    const vipBefore = await vipSeconds(purchase.userId);
    const renewal = invoicePaid({ invoice: "in_cycle_1", subscription: purchase.subscriptionRef });
    const first = await deliverStripe(renewal);
    expect(first).toMatchObject({ status: 200, body: { duplicate: false, changed: true } });

    const oldEnd = before?.current_period_end ?? 0;
    const newEnd = periodEndAfter(oldEnd, 12); // plan 24 renews every 12 months (plans.renewal_months)
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "active",
      current_period_end: newEnd,
      next_renewal_at: newEnd,
    });
    const charges = await chargesOf(purchase.orderId);
    const id = await subscriptionId(purchase.orderId);
    expect(charges[1]).toMatchObject({
      kind: "renewal",
      status: "paid",
      amount_cents: 5988, // plan_prices.renewal_cents, USD
      idempotency_key: `renewal:${id}:${oldEnd}`,
      provider_ref: "in_cycle_1",
    });
    const vipAfter = await vipSeconds(purchase.userId);
    expect(vipAfter - vipBefore).toBeGreaterThan(364 * 86400);

    const replay = await deliverStripe(renewal);
    expect(replay).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await chargesOf(purchase.orderId)).toHaveLength(2);
    expect((await subscriptionRow(purchase.orderId))?.current_period_end).toBe(newEnd);
    expect(await vipSeconds(purchase.userId)).toBeLessThanOrEqual(vipAfter);
  });

  it("ignores the first invoice (the checkout settles it) and events about unknown subscriptions, recording them", async () => {
    const purchase = await stripePurchase();
    const createInvoice = invoicePaid({
      invoice: purchase.invoiceRef,
      subscription: purchase.subscriptionRef,
      billingReason: "subscription_create",
    });
    expect(await deliverStripe(createInvoice)).toMatchObject({ status: 200, body: { ignored: true } });
    const stranger = invoicePaid({ invoice: "in_unknown", subscription: "sub_nobody_has_this" });
    expect(await deliverStripe(stranger)).toMatchObject({
      status: 200,
      body: { duplicate: false, changed: false },
    });
    const recorded = await env.DB.prepare("SELECT order_id FROM payment_events WHERE event_id = ?")
      .bind(stranger.id)
      .first<{ order_id: string }>();
    expect(recorded?.order_id).toBe("sub_nobody_has_this");
    expect(await chargesOf(purchase.orderId)).toHaveLength(1);
  });

  it("a declined renewal goes past due with Stripe's page to fix it; the same invoice paid later recovers", async () => {
    const purchase = await stripePurchase(1);
    const before = await subscriptionRow(purchase.orderId);
    const invoice = { invoice: "in_declined", subscription: purchase.subscriptionRef, amount: 1299 };
    await deliverStripe(invoicePaymentFailed(invoice));
    const pastDue = await subscriptionRow(purchase.orderId);
    expect(pastDue).toMatchObject({
      status: "past_due",
      payment_fix_url: "https://invoice.stripe.com/i/acct_test/in_declined",
    });
    // My account links Stripe's page to pay the declined invoice.
    const token = await sessionFor(purchase.userId);
    const mine = await prodRequest(subscriptionMy.path, {
      headers: { "Sec-Fetch-Site": "same-origin", Cookie: `${TOKEN_COOKIE.name}=${token}` },
    });
    const listed = (await mine.json()) as {
      data: { subscriptions: { status: string; fix_url?: string | null }[] };
    };
    expect(listed.data.subscriptions[0]).toMatchObject({
      status: "past_due",
      fix_url: "https://invoice.stripe.com/i/acct_test/in_declined",
    });
    // Stripe retries: a second decline adds no second failed charge.
    await deliverStripe(invoicePaymentFailed(invoice));
    expect((await chargesOf(purchase.orderId)).map((c) => c.status)).toEqual(["paid", "failed"]);

    const vipPastDue = await vipSeconds(purchase.userId);
    await deliverStripe(invoicePaid(invoice));
    const recovered = await subscriptionRow(purchase.orderId);
    const newEnd = periodEndAfter(before?.current_period_end ?? 0, 1);
    expect(recovered).toMatchObject({ status: "active", payment_fix_url: null, current_period_end: newEnd });
    expect((await chargesOf(purchase.orderId)).map((c) => c.status)).toEqual(["paid", "failed", "paid"]);
    // VIP runs to the new period's end, not that plus the grace days.
    const vipEnd = Math.floor(Date.now() / 1000) + (await vipSeconds(purchase.userId));
    expect(Math.abs(vipEnd - Math.floor(newEnd / 1000))).toBeLessThan(60);
    expect(await vipSeconds(purchase.userId)).toBeGreaterThan(vipPastDue);
  });

  it("customer.subscription.updated switches renewal off and on; deleted ends the subscription", async () => {
    const purchase = await stripePurchase();
    await deliverStripe(subscriptionUpdated(purchase.subscriptionRef, true));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "renewal_off", auto_renew: 0 });
    await deliverStripe(subscriptionUpdated(purchase.subscriptionRef, false));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
    await deliverStripe(subscriptionDeleted(purchase.subscriptionRef));
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({
      status: "expired",
      next_renewal_at: null,
    });
  });
});

describe("the renewal switch of a Stripe subscription", () => {
  it("sets cancel_at_period_end at Stripe, then in D1", async () => {
    const purchase = await stripePurchase();
    const calls = stripeAnswers(() =>
      Response.json({ id: purchase.subscriptionRef, object: "subscription" }),
    );
    const token = await sessionFor(purchase.userId);
    const off = await prodCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(200);
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: `/subscriptions/${purchase.subscriptionRef}`,
        form: { cancel_at_period_end: "true" },
      }),
    ]);
    expect(calls[0]?.idempotencyKey).toBeTruthy();
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("renewal_off");
    // A repeat moves nothing, so Stripe is not asked again.
    await prodCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(calls).toHaveLength(1);
    await prodCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: true,
    });
    expect(calls[1]?.form).toEqual({ cancel_at_period_end: "false" });
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
  });

  it("Stripe refusing answers 503 / 42021 and leaves D1 as it was", async () => {
    const purchase = await stripePurchase();
    stripeAnswers(() => stripeError(500, "api_error"));
    const token = await sessionFor(purchase.userId);
    const off = await prodCall(subscriptionAutoRenew.path, token, {
      subscription_id: purchase.orderId,
      auto_renew: false,
    });
    expect(off.status).toBe(503);
    expect(((await off.json()) as { code: number }).code).toBe(BILLING_ERRORS.providerSwitchFailed.code);
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
  });
});

describe("the reminder's one-click stop link for a Stripe subscription", () => {
  async function clickStop(purchase: StripePurchase) {
    const row = await subscriptionRow(purchase.orderId);
    const periodEnd = row?.current_period_end ?? 0;
    const claim = {
      subscriptionId: (await subscriptionId(purchase.orderId)) ?? 0,
      periodEnd,
      expiresAt: periodEnd,
    };
    const link = new URL(await renewalOffLink("https://www.vpnmaster.com", BILLING_LINK_SECRET, claim, "de"));
    const page = await prodRequest(RENEWAL_OFF_PATH, {
      method: "POST",
      body: new URLSearchParams(link.searchParams),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: link.origin },
    });
    return page.text();
  }

  it("turns renewal off at Stripe before D1", async () => {
    const purchase = await stripePurchase();
    const calls = stripeAnswers(() =>
      Response.json({ id: purchase.subscriptionRef, object: "subscription" }),
    );
    await clickStop(purchase);
    expect(calls.map((c) => [c.path, c.form.cancel_at_period_end])).toEqual([
      [`/subscriptions/${purchase.subscriptionRef}`, "true"],
    ]);
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("renewal_off");
  });

  it("says so in the link's language and changes nothing when Stripe refuses", async () => {
    const purchase = await stripePurchase();
    stripeAnswers(() => stripeError(503, "api_error"));
    const page = await clickStop(purchase);
    expect(page).toContain("Zahlungsanbieter");
    expect(await subscriptionRow(purchase.orderId)).toMatchObject({ status: "active", auto_renew: 1 });
  });
});

describe("the money-back refund of a Stripe purchase", () => {
  it("refunds the first invoice's payment, cancels the subscription at Stripe, then ends it in D1", async () => {
    const purchase = await stripePurchase();
    const calls = stripeAnswers(stripeRefundOk);
    const token = await sessionFor(purchase.userId);
    const answer = await prodCall(refund.path, token, { order_id: purchase.orderId });
    expect(answer.status).toBe(200);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /invoice_payments",
      "POST /refunds",
      `DELETE /subscriptions/${purchase.subscriptionRef}`,
    ]);
    expect(calls[0]?.form).toMatchObject({ invoice: purchase.invoiceRef, status: "paid" });
    expect(calls[1]?.form).toMatchObject({ payment_intent: "pi_first" });
    expect(calls[1]?.idempotencyKey).toBe(`refund:${purchase.orderId}`);
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
    expect(await vipSeconds(purchase.userId)).toBeLessThan(60);
    // Stripe's echo of the cancel changes nothing more.
    await deliverStripe(subscriptionDeleted(purchase.subscriptionRef));
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("refunded");
  });

  it("a Stripe failure answers 503 / 42022 and changes nothing in D1", async () => {
    const purchase = await stripePurchase();
    stripeAnswers((call) =>
      call.path === "/refunds" ? stripeError(402, "card_declined") : stripeRefundOk(call),
    );
    const token = await sessionFor(purchase.userId);
    const vip = await vipSeconds(purchase.userId);
    const answer = await prodCall(refund.path, token, { order_id: purchase.orderId });
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { code: number }).code).toBe(BILLING_ERRORS.providerRefundFailed.code);
    expect((await subscriptionRow(purchase.orderId))?.status).toBe("active");
    expect((await chargesOf(purchase.orderId))[0]?.refunded_at).toBeNull();
    expect(await vipSeconds(purchase.userId)).toBeGreaterThanOrEqual(vip - 5);
  });

  it("a refund racing a renewal webhook has one outcome", async () => {
    const purchase = await stripePurchase(1);
    stripeAnswers(stripeRefundOk);
    const token = await sessionFor(purchase.userId);
    const [refunded] = await Promise.all([
      prodCall(refund.path, token, { order_id: purchase.orderId }),
      deliverStripe(
        invoicePaid({ invoice: "in_race", subscription: purchase.subscriptionRef, amount: 1299 }),
      ),
    ]);
    expect(refunded.status).toBe(200);
    const row = await subscriptionRow(purchase.orderId);
    expect(row?.status).toBe("refunded");
    const paidRenewals = (await chargesOf(purchase.orderId)).filter(
      (c) => c.kind === "renewal" && c.status === "paid",
    );
    // Either the renewal lost (no paid renewal) or it came first and the refund then ended it:
    // never a refunded subscription that still runs into a renewed period.
    expect(row?.current_period_end ?? Infinity).toBeLessThanOrEqual(Date.now() + DAY_MS);
    expect(paidRenewals.length).toBeLessThanOrEqual(1);
    expect(await vipSeconds(purchase.userId)).toBeLessThan(60);
  });
});
