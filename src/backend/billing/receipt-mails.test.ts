import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { callApi, json, SANDBOX_ORIGIN, signUp } from "../../../test/support/api";
import { advanceClock, buyAndPay, outboxTo, resetClock } from "../../../test/support/billing";
import { PURCHASE_ENDPOINTS, refund } from "../../api/contract/payment";
import type { PurchaseAnswer } from "../../api/payment";
import { sandboxEvent, signedSandboxDelivery } from "../payment/providers/sandbox";
import { webhookPath } from "../payment/routes";

const address = () => `receipt-${crypto.randomUUID().slice(0, 8)}@example.com`;
const nowS = () => Math.floor(Date.now() / 1000);

beforeEach(resetClock);

/** A checkout started through the gateway (the sandbox provider ps), not paid yet. */
async function startCheckout(token: string, email: string, planId = 12): Promise<string> {
  const ps = PURCHASE_ENDPOINTS.ps;
  if (!ps) throw new Error("ps has a purchase call");
  const body = { plan_id: planId, idempotency_key: crypto.randomUUID().replaceAll("-", ""), email };
  const answer = await json<{ data: PurchaseAnswer }>(await callApi(ps, { token, body }));
  return answer.data.order_id;
}

async function deliverPaid(orderId: string) {
  const url = SANDBOX_ORIGIN + webhookPath("ps");
  const secret = env.SANDBOX_WEBHOOK_SECRET ?? "";
  const response = await SELF.fetch(
    await signedSandboxDelivery(url, sandboxEvent(orderId, "paid", nowS()), secret, nowS()),
  );
  expect(response.status).toBe(200);
}

describe("the receipt mail", () => {
  it("goes out on the first payment with amount, plan, period, next renewal and the receipt link", async () => {
    const email = address();
    const id = await buyAndPay(await signUp(), { planId: 12, email });
    const mails = await outboxTo(email, "receipt");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Your VPN Master receipt of /);
    expect(mail?.body).toContain(`Receipt number: ${id}`);
    expect(mail?.body).toContain("Amount: $59.88");
    expect(mail?.body).toContain("Plan: VPN Master VIP, 1 year");
    expect(mail?.body).toContain("Charge: First payment");
    expect(mail?.body).toMatch(/Period covered: \w+ \d+, \d{4} – \w+ \d+, \d{4}/);
    expect(mail?.body).toMatch(/renews automatically on \w+ \d+, \d{4} at \$59\.88/);
    expect(mail?.body).toContain("Prices include VAT or sales tax where it applies.");
    expect(mail?.body).toContain(`${SANDBOX_ORIGIN}/myaccount/receipt/${id}`);
  });

  it("is queued once when two deliveries settle the same order at the same time", async () => {
    const email = address();
    const id = await startCheckout(await signUp(), email);
    await Promise.all([deliverPaid(id), deliverPaid(id), deliverPaid(id)]);
    await deliverPaid(id);
    expect(await outboxTo(email, "receipt")).toHaveLength(1);
  });

  it("is in the buyer's language, with the receipt page of that language", async () => {
    const email = address();
    const id = await buyAndPay(await signUp(), { planId: 1, email, returnPath: "/ja/paystatus" });
    const [mail] = await outboxTo(email, "receipt");
    expect(mail?.subject).toContain("領収書");
    expect(mail?.body).toContain("金額：$12.99");
    expect(mail?.body).toContain(`/ja/myaccount/receipt/${id}`);
  });

  it("states the charge in the buyer's currency: whole yen for Japan, złoty for Poland (decision 178)", async () => {
    const yenTo = address();
    await buyAndPay(await signUp(), { planId: 24, email: yenTo, returnPath: "/ja/paystatus", country: "JP" });
    const [yen] = await outboxTo(yenTo, "receipt");
    // ¥12,000 now, renewing at ¥9,000 a year: never ¥120 or ¥1,200,000.
    expect(yen?.body).toContain("金額：￥12,000");
    expect(yen?.body).toContain("￥9,000");
    expect(yen?.body).not.toMatch(/￥[\d,]+\.\d/);
    const zlotyTo = address();
    await buyAndPay(await signUp(), {
      planId: 12,
      email: zlotyTo,
      returnPath: "/pl/paystatus",
      country: "PL",
    });
    const [zloty] = await outboxTo(zlotyTo, "receipt");
    expect(zloty?.body).toContain("227,88\u00a0zł");
  });

  it("goes out for each renewal the clock makes due, once however often the job runs", async () => {
    const email = address();
    await buyAndPay(await signUp(), { planId: 1, email });
    expect((await advanceClock(31)).status).toBe(200);
    expect((await advanceClock(1)).status).toBe(200);
    const mails = await outboxTo(email, "receipt");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body).toContain("Charge: Renewal");
    expect(mails[1]?.body).toContain("Amount: $12.99");
    const renewalId = mails[1]?.body.match(/Receipt number: (\S+)/)?.[1];
    const row = await env.DB.prepare("SELECT kind, status FROM orders WHERE id = ?")
      .bind(renewalId)
      .first<{ kind: string; status: string }>();
    expect(row).toEqual({ kind: "renewal", status: "paid" });
  });

  it("says renewal is off when the buyer turned it off", async () => {
    const email = address();
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 1, email });
    await env.DB.prepare("DELETE FROM outbox WHERE to_address = ?").bind(email).run();
    await env.DB.prepare(
      "UPDATE subscriptions SET status = 'renewal_off', auto_renew = 0, next_renewal_at = NULL WHERE order_id = ?",
    )
      .bind(id)
      .run();
    // The Cron job's sweep queues a receipt whose mail step did not run (here: removed).
    await advanceClock(1);
    const [mail] = await outboxTo(email, "receipt");
    expect(mail?.body).toMatch(/Renewal is off: your subscription ends on \w+ \d+, \d{4}/);
  });

  it("confirms a refund with its own mail, once", async () => {
    const email = address();
    const token = await signUp();
    const id = await buyAndPay(token, { planId: 12, email });
    const answers = await Promise.all([
      callApi(refund, { token, body: { order_id: id } }),
      callApi(refund, { token, body: { order_id: id } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await advanceClock(1);
    const mails = await outboxTo(email, "receipt");
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/receipt/), "Your refund of $59.88"]);
    expect(mails[1]?.body).toContain("We have refunded $59.88");
    expect(mails[1]?.body).toContain(`/myaccount/receipt/${id}`);
  });

  it("is not sent for a failed payment", async () => {
    const email = address();
    const id = await startCheckout(await signUp(), email);
    const url = SANDBOX_ORIGIN + webhookPath("ps");
    const secret = env.SANDBOX_WEBHOOK_SECRET ?? "";
    await SELF.fetch(await signedSandboxDelivery(url, sandboxEvent(id, "failed", nowS()), secret, nowS()));
    await advanceClock(1);
    expect(await outboxTo(email)).toEqual([]);
  });
});
