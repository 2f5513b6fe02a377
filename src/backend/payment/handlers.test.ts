import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callApi, devRecaptcha, json, SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { profile } from "../../api/contract/account";
import { PURCHASE_ENDPOINTS, RESULT_ENDPOINTS, subscriptionMy } from "../../api/contract/payment";
import type { PurchaseAnswer, PurchaseResultAnswer } from "../../api/payment";
import { PAYMENT_ERRORS } from "../../api/payment-errors";
import { X_FROM_CJ, X_FROM_HEADER } from "../../catalog/billing";
import { TOKEN_COOKIE } from "../../catalog/cookies";
import { PAYMENT_PROVIDERS } from "../../catalog/payment-providers";
import { CJE_COOKIE } from "../../catalog/tracking-cookies";
import { purchaseOutcome } from "../../shared/purchase-answer";

const key = () => crypto.randomUUID().replaceAll("-", "");
const ps = PURCHASE_ENDPOINTS.ps;
if (!ps) throw new Error("ps has a purchase call");

async function buy(token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await callApi(ps as NonNullable<typeof ps>, { token: token || undefined, body, headers });
  return { status: response.status, body: await json<{ code: number; data: PurchaseAnswer }>(response) };
}

async function payOnSandbox(redirect: string, outcome: "paid" | "failed" | "canceled") {
  const url = new URL(redirect, SANDBOX_ORIGIN);
  return SELF.fetch(url, {
    method: "POST",
    body: new URLSearchParams({ outcome }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url.origin },
    redirect: "manual",
  });
}

async function result(token: string, code: keyof typeof RESULT_ENDPOINTS, orderId: string) {
  const response = await callApi(RESULT_ENDPOINTS[code], { token, body: { order_id: orderId } });
  return json<{ code: number; data: PurchaseResultAnswer }>(response);
}

describe("purchase through the gateway", () => {
  it("needs a session", async () => {
    const response = await callApi(ps, { body: { plan_id: 24, idempotency_key: key() } });
    expect(response.status).toBe(401);
  });

  it("re-quotes on the server in the buyer's currency and points to the sandbox checkout", async () => {
    const token = await signUp();
    const { status, body } = await buy(
      token,
      { plan_id: 12, idempotency_key: key(), price: 0.01, _cps: { type: "cj", cookie: "abc123" } },
      { "CF-IPCountry": "GB" },
    );
    expect(status).toBe(200);
    expect(body.data.currency).toBe("GBP");
    expect(body.data.amount).toBeGreaterThan(1);
    expect(body.data.redirect_url).toMatch(/\/sandbox\/checkout\/ord_/);
  });

  it("charges only the price the checkout showed: a stale one is refused and creates no order", async () => {
    const token = await signUp("198.51.100.155");
    const gb = { "CF-IPCountry": "GB" };
    const ordersFor = async (attempt: string) =>
      (
        await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1")
          .bind(attempt)
          .first<{ n: number }>()
      )?.n;
    // Plan 12 in pounds: £49.88 today, renewing at £49.88 (migrations/0020_plans.sql).
    const shown = { currency: "GBP", today: 49.88, renewal: 49.88 };
    for (const stale of [
      { ...shown, today: 44.88 },
      { ...shown, renewal: 39.88 },
      { ...shown, currency: "USD" },
    ]) {
      const attempt = key();
      const refused = await buy(token, { plan_id: 12, idempotency_key: attempt, shown: stale }, gb);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(PAYMENT_ERRORS.priceChanged.code);
      expect(await ordersFor(attempt)).toBe(0);
    }
    const attempt = key();
    const bought = await buy(token, { plan_id: 12, idempotency_key: attempt, shown }, gb);
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ currency: "GBP", amount: 49.88 });
    expect(await ordersFor(attempt)).toBe(1);
  });

  it("compares a yen price in whole yen: ¥9,000 shown is ¥9,000 charged; ¥90 or ¥90,000 is a stale page", async () => {
    const token = await signUp("198.51.100.156");
    const jp = { "CF-IPCountry": "JP" };
    // Plan 12 in yen: ¥9,000 today, renewing at ¥9,000 (migrations/0131_local_currency_prices.sql).
    const shown = { currency: "JPY", today: 9000, renewal: 9000 };
    for (const stale of [
      { ...shown, today: 90 },
      { ...shown, today: 90000 },
    ]) {
      const refused = await buy(token, { plan_id: 12, idempotency_key: key(), shown: stale }, jp);
      expect(refused.status).toBe(409);
    }
    const bought = await buy(token, { plan_id: 12, idempotency_key: key(), shown }, jp);
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ currency: "JPY", amount: 9000 });
  });

  it("the same idempotency key returns the same order; reused for another plan it is refused", async () => {
    const token = await signUp();
    const attempt = key();
    const first = await buy(token, { plan_id: 24, idempotency_key: attempt });
    const again = await buy(token, { plan_id: 24, idempotency_key: attempt });
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    const other = await buy(token, { plan_id: 1, idempotency_key: attempt });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(PAYMENT_ERRORS.idempotencyConflict.code);
  });

  it("rejects an unknown plan and a malformed body and creates nothing", async () => {
    const token = await signUp();
    expect((await buy(token, { plan_id: 4242, idempotency_key: key() })).status).toBe(404);
    expect((await buy(token, { plan_id: "24", idempotency_key: key() })).status).toBe(400);
    expect((await buy(token, { plan_id: 24, idempotency_key: "short" })).status).toBe(400);
    expect(
      (await buy(token, { plan_id: 24, idempotency_key: key(), return_path: "https://evil.example" })).status,
    ).toBe(400);
  });

  it("sells a CJ-only plan only to a visitor with the CJ cookie, whatever X-From says", async () => {
    const token = await signUp();
    const session = `${TOKEN_COOKIE.name}=${token}`;
    const cjPlan = { plan_id: 124, idempotency_key: key() };
    const orders = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE plan_id = 124").first<{ n: number }>())
        ?.n;
    const before = await orders();
    const withoutCj: Record<string, string>[] = [
      { Cookie: session },
      { Cookie: session, [X_FROM_HEADER]: X_FROM_CJ },
    ];
    for (const headers of withoutCj) {
      const refused = await buy("", { ...cjPlan, idempotency_key: key() }, headers);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(PAYMENT_ERRORS.partnerOnlyPlan.code);
    }
    expect(await orders()).toBe(before);
    const sold = await buy("", cjPlan, { Cookie: `${session}; ${CJE_COOKIE.name}=cj-event-1` });
    expect(sold.status).toBe(200);
    expect(await orders()).toBe((before ?? 0) + 1);
  });

  it("s1 requires recaptcha v3 on its recaptcha path", async () => {
    const token = await signUp();
    const s1 = PURCHASE_ENDPOINTS.s1;
    if (!s1) throw new Error("s1 has a purchase call");
    const without = await callApi(s1, { token, body: { plan_id: 24, idempotency_key: key() } });
    expect(without.status).toBe(400);
    const withToken = await callApi(s1, {
      token,
      body: { plan_id: 24, idempotency_key: key() },
      recasign: await devRecaptcha("v3", s1),
    });
    expect(withToken.status).toBe(200);
  });

  it("pd answers web_url, which the client reads as the redirect", async () => {
    const token = await signUp();
    const pd = PURCHASE_ENDPOINTS.pd;
    if (!pd) throw new Error("pd has a prepurchase call");
    const response = await callApi(pd, { token, body: { plan_id: 1, idempotency_key: key() } });
    const body = await json<{ data: PurchaseAnswer }>(response);
    expect(body.data.web_url).toBeTruthy();
    expect(body.data.redirect_url).toBeUndefined();
    expect(PAYMENT_PROVIDERS.pd.webUrlIsRedirect).toBe(true);
  });
});

describe("purchase_result state machine through the gateway", () => {
  it("pending → paid: success once, VIP time on the profile, listed in subscription_my", async () => {
    const token = await signUp();
    const { body } = await buy(token, { plan_id: 12, idempotency_key: key() });
    const orderId = body.data.order_id;
    const pending = await result(token, "ps", orderId);
    expect(pending.data).toMatchObject({ status: "pending", success: false });
    expect(purchaseOutcome("ps", pending.data)).toBe("pending");

    const back = await payOnSandbox(body.data.redirect_url ?? "", "paid");
    expect(back.headers.get("Location")).toBe(`/paystatus?order=${orderId}&provider=ps`);
    const paid = await result(token, "ps", orderId);
    expect(paid.data).toMatchObject({ status: "paid", success: true });
    expect(purchaseOutcome("ps", paid.data)).toBe("success");

    const me = await json<{ data: { vip: { remain_time: number } } }>(await callApi(profile, { token }));
    expect(me.data.vip.remain_time).toBeGreaterThan(364 * 86400);
    // Asking again changes nothing.
    await result(token, "ps", orderId);
    const again = await json<{ data: { vip: { remain_time: number } } }>(await callApi(profile, { token }));
    expect(again.data.vip.remain_time).toBeLessThanOrEqual(me.data.vip.remain_time);

    const mine = await json<{ data: { subscriptions: { subscription_id: string; status: string }[] } }>(
      await callApi(subscriptionMy, { token }),
    );
    expect(mine.data.subscriptions).toEqual([
      expect.objectContaining({ subscription_id: orderId, status: "active" }),
    ]);
  });

  it("pending → failed is final; a retry is a new order with another provider", async () => {
    const token = await signUp();
    const first = await buy(token, { plan_id: 1, idempotency_key: key() });
    await payOnSandbox(first.body.data.redirect_url ?? "", "failed");
    const failed = await result(token, "ps", first.body.data.order_id);
    expect(purchaseOutcome("ps", failed.data)).toBe("failed");
    await payOnSandbox(first.body.data.redirect_url ?? "", "paid");
    expect((await result(token, "ps", first.body.data.order_id)).data.status).toBe("failed");

    const rz = PURCHASE_ENDPOINTS.rz;
    if (!rz) throw new Error("rz has a purchase call");
    const retry = await json<{ data: PurchaseAnswer }>(
      // Razorpay carries India's methods (UPI): the buyer is in India.
      await callApi(rz, {
        token,
        body: { plan_id: 1, idempotency_key: key() },
        headers: { "CF-IPCountry": "IN" },
      }),
    );
    await payOnSandbox(retry.data.redirect_url ?? "", "paid");
    expect(purchaseOutcome("rz", (await result(token, "rz", retry.data.order_id)).data)).toBe("success");
  });

  it("s1 reports a subscription status: active is success", async () => {
    const token = await signUp();
    const s1 = PURCHASE_ENDPOINTS.s1;
    if (!s1) throw new Error("s1 has a purchase call");
    const order = await json<{ data: PurchaseAnswer }>(
      await callApi(s1, {
        token,
        body: { plan_id: 24, idempotency_key: key() },
        recasign: await devRecaptcha("v3", s1),
      }),
    );
    await payOnSandbox(order.data.redirect_url ?? "", "paid");
    const answer = await result(token, "s1", order.data.order_id);
    expect(answer.data.status).toBe("active");
    expect(answer.data.success).toBeUndefined();
    expect(purchaseOutcome("s1", answer.data)).toBe("success");
  });

  it("another buyer cannot read someone's order", async () => {
    const owner = await signUp();
    const stranger = await signUp("198.51.100.2");
    const { body } = await buy(owner, { plan_id: 1, idempotency_key: key() });
    const response = await callApi(RESULT_ENDPOINTS.ps, {
      token: stranger,
      body: { order_id: body.data.order_id },
    });
    expect(response.status).toBe(404);
  });
});

describe("the 7-day trial, once", () => {
  const TRIAL_PLAN = 7;
  let ipCounter = 0;
  // Each test's accounts sign up from their own address, clear of the per-IP sign-up limit.
  const freshAccount = () => signUp(`192.0.2.${++ipCounter + 100}`);

  it("sells it once per account, also to 10 attempts at once", async () => {
    const token = await freshAccount();
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => buy(token, { plan_id: TRIAL_PLAN, idempotency_key: key() })),
    );
    expect(attempts.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of attempts.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(PAYMENT_ERRORS.trialUsed.status);
      expect(refused.body.code).toBe(PAYMENT_ERRORS.trialUsed.code);
    }
    const later = await buy(token, { plan_id: TRIAL_PLAN, idempotency_key: key() });
    expect(later.body.code).toBe(PAYMENT_ERRORS.trialUsed.code);
    // Other plans stay on sale.
    expect((await buy(token, { plan_id: 1, idempotency_key: key() })).status).toBe(200);
  });

  it("a retried trial purchase (same idempotency key) is the same order, not a refusal", async () => {
    const token = await freshAccount();
    const attempt = key();
    const first = await buy(token, { plan_id: TRIAL_PLAN, idempotency_key: attempt });
    const again = await buy(token, { plan_id: TRIAL_PLAN, idempotency_key: attempt });
    expect(again.status).toBe(200);
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
  });

  it("sells it once per e-mail address, whatever its letter case, across accounts", async () => {
    const first = await freshAccount();
    const bought = await buy(first, {
      plan_id: TRIAL_PLAN,
      idempotency_key: key(),
      email: "tia@example.com",
    });
    expect(bought.status).toBe(200);
    const second = await freshAccount();
    const refused = await buy(second, {
      plan_id: TRIAL_PLAN,
      idempotency_key: key(),
      email: "Tia@Example.com",
    });
    expect(refused.body.code).toBe(PAYMENT_ERRORS.trialUsed.code);
  });

  it("gives the trial back when its payment failed", async () => {
    const token = await freshAccount();
    const first = await buy(token, { plan_id: TRIAL_PLAN, idempotency_key: key() });
    await payOnSandbox(first.body.data.redirect_url ?? "", "failed");
    expect((await result(token, "ps", first.body.data.order_id)).data.status).toBe("failed");
    expect((await buy(token, { plan_id: TRIAL_PLAN, idempotency_key: key() })).status).toBe(200);
  });
});
