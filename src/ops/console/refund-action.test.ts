import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { outboxTo } from "../../../test/support/billing";
import { vipSeconds } from "../../../test/support/payment";
import { deliverStripe, prodEnv, stripeError } from "../../../test/support/stripe";
import { invoicePaid } from "../../../test/support/stripe-payloads";
import {
  chargesOf,
  stripeAnswersPerTest,
  stripePurchase,
  stripeRefundOk,
  subscriptionRow,
} from "../../../test/support/stripe-purchase";
import type { ReceiptMailContext } from "../../backend/billing/receipt-mails";
import { refundOrder } from "./refund-action";

/** The console's refund in production: Stripe moves the money first, then D1 follows (decision 110). */

const ctx: ReceiptMailContext = {
  env: prodEnv,
  environment: "prod",
  origin: "https://www.vpnmaster.com",
  waitUntil: () => {},
};

const stripeAnswers = stripeAnswersPerTest();

/** A Stripe subscriber whose plan has renewed `renewals` times, with an address for receipts. */
async function renewedSubscriber(renewals: number) {
  const purchase = await stripePurchase(24);
  const email = `console-${purchase.orderId.slice(-10)}@example.com`;
  await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(email, purchase.userId).run();
  for (let n = 1; n <= renewals; n++) {
    const invoice = `in_cycle_${n}_${purchase.orderId.slice(-8)}`;
    expect(
      (await deliverStripe(invoicePaid({ invoice, subscription: purchase.subscriptionRef }))).status,
    ).toBe(200);
  }
  const charges = await chargesOf(purchase.orderId);
  const ids = await env.DB.prepare(
    `SELECT id FROM orders WHERE subscription_id = (SELECT id FROM subscriptions WHERE order_id = ?)
      ORDER BY created_at, rowid`,
  )
    .bind(purchase.orderId)
    .all<{ id: string }>();
  return { ...purchase, email, charges, chargeIds: ids.results.map((r) => r.id) };
}

describe("an operator's refund of a Stripe charge", () => {
  it("refunds the current period's renewal at Stripe, ends the subscription, takes the time back and mails the buyer", async () => {
    const buyer = await renewedSubscriber(1);
    const renewalId = buyer.chargeIds[1] ?? "";
    expect(buyer.charges[1]?.kind).toBe("renewal");
    const calls = stripeAnswers(stripeRefundOk);

    const result = await refundOrder(ctx, "operator@vpnmaster.com", renewalId, Date.now());
    expect(result).toEqual({ ok: true, message: `Order ${renewalId} refunded.` });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /invoice_payments",
      "POST /refunds",
      `DELETE /subscriptions/${buyer.subscriptionRef}`,
    ]);
    expect(calls[0]?.form.invoice).toBe(buyer.charges[1]?.provider_ref);
    expect(calls[1]?.idempotencyKey).toBe(`refund:${renewalId}`);
    const charges = await chargesOf(buyer.orderId);
    expect(charges[1]?.refunded_at).not.toBeNull();
    expect(charges[0]?.refunded_at).toBeNull();
    expect((await subscriptionRow(buyer.orderId))?.status).toBe("refunded");
    expect(await vipSeconds(buyer.userId)).toBeLessThan(60);
    const refundMails = (await outboxTo(buyer.email, "receipt")).filter((m) =>
      m.subject.startsWith("Your refund of"),
    );
    expect(refundMails).toHaveLength(1);
  });

  it("refuses an earlier period's renewal and changes nothing", async () => {
    const buyer = await renewedSubscriber(2);
    const older = buyer.chargeIds[1] ?? "";
    const calls = stripeAnswers(stripeRefundOk);
    const vip = await vipSeconds(buyer.userId);
    const result = await refundOrder(ctx, "operator@vpnmaster.com", older, Date.now());
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? "" : result.message).toContain("only the current period's charge");
    // The money went back at Stripe only if D1 could follow: an older renewal is checked first.
    expect(calls.filter((c) => c.path === "/refunds")).toHaveLength(0);
    expect((await chargesOf(buyer.orderId)).every((c) => c.refunded_at === null)).toBe(true);
    expect((await subscriptionRow(buyer.orderId))?.status).toBe("active");
    expect(await vipSeconds(buyer.userId)).toBeGreaterThanOrEqual(vip - 5);
  });

  it("changes nothing when Stripe refuses the refund, and says so", async () => {
    const buyer = await renewedSubscriber(0);
    stripeAnswers((call) =>
      call.path === "/refunds" ? stripeError(402, "card_declined") : stripeRefundOk(call),
    );
    const audits = await env.DB.prepare("SELECT COUNT(*) AS n FROM ops_audit").first<{ n: number }>();
    const result = await refundOrder(ctx, "operator@vpnmaster.com", buyer.orderId, Date.now());
    expect(result).toMatchObject({ ok: false, status: 502 });
    expect(result.ok ? "" : result.message).toContain("nothing changed");
    expect((await chargesOf(buyer.orderId))[0]?.refunded_at).toBeNull();
    expect((await subscriptionRow(buyer.orderId))?.status).toBe("active");
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM ops_audit").first<{ n: number }>();
    expect(after?.n).toBe(audits?.n);
  });
});
