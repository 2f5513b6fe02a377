import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newBuyer, orderFor } from "../../../../test/support/payment";
import { stripeAdapter } from "./stripe";
import type { StripeClient } from "./stripe-client";
import { stripeEventOf } from "./stripe-events";

/** The Checkout Session a first payment creates, and how Stripe's events are read. */

function recordingClient() {
  const posts: { path: string; form: Record<string, string>; key: string }[] = [];
  const client: StripeClient = {
    async post<T>(path: string, form: Record<string, string>, key: string) {
      posts.push({ path, form, key });
      return { id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" } as T;
    },
    get: async <T>() => ({}) as T,
    delete: async <T>() => ({}) as T,
  };
  return { client, posts };
}

const DAY = 86400;

describe("Stripe Checkout in subscription mode", () => {
  it("charges the first term at the offer price now and renews at the plan's renewal price and period", async () => {
    const { client, posts } = recordingClient();
    const adapter = stripeAdapter({ secretKey: "sk_test", webhookSecret: "whsec_test", db: env.DB, client });
    const order = await orderFor(await newBuyer(), 24, "US", "s1");
    const before = Math.floor(Date.now() / 1000);
    const { redirectUrl } = await adapter.create(order, "https://www.vpnmaster.com", "card");
    expect(redirectUrl).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    const [session] = posts;
    expect(session?.path).toBe("/checkout/sessions");
    expect(session?.key).toBe(order.idempotency_key);
    expect(session?.form).toMatchObject({
      mode: "subscription",
      client_reference_id: order.id,
      // The 2-year plan's first term, once.
      "line_items[0][price_data][unit_amount]": "8376",
      "line_items[0][price_data][currency]": "usd",
      // Then 59.88 every 12 months (plan_prices.renewal_cents, plans.renewal_months).
      "line_items[1][price_data][unit_amount]": "5988",
      "line_items[1][price_data][recurring][interval]": "month",
      "line_items[1][price_data][recurring][interval_count]": "12",
      "subscription_data[metadata][order_id]": order.id,
      // Only the method the buyer chose at checkout.
      "payment_method_types[0]": "card",
    });
    expect(session?.form["line_items[0][price_data][recurring][interval]"]).toBeUndefined();
    // The first renewal charge falls when the 730 days the first payment grants are over.
    const trialEnd = Number(session?.form["subscription_data[trial_end]"]);
    expect(trialEnd - before).toBeGreaterThanOrEqual(730 * DAY);
    expect(trialEnd - before).toBeLessThan(730 * DAY + 60);
  });

  it("names the plan, and opens Checkout, in the language the buyer checked out in", async () => {
    const { client, posts } = recordingClient();
    const adapter = stripeAdapter({ secretKey: "sk_test", webhookSecret: "whsec_test", db: env.DB, client });
    const cases = [
      ["/paystatus", "en", "VPN Master VIP, 2 years", "VPN Master VIP, 1 year, renews automatically"],
      [
        "/de/paystatus",
        "de",
        "VPN Master VIP, 2 Jahre",
        "VPN Master VIP, 1 Jahr, verlängert sich automatisch",
      ],
      ["/pt/paystatus", "pt-BR", "VPN Master VIP, 2 anos", "VPN Master VIP, 1 ano, renovação automática"],
      // Checkout has no Arabic: Stripe follows the browser; the names are still ours, in Arabic.
      ["/ar/paystatus", "auto", "VPN Master VIP، سنتان", "VPN Master VIP، سنة واحدة، يتجدد تلقائيًا"],
    ] as const;
    for (const [returnPath, checkoutLocale, firstTerm, renewal] of cases) {
      const order = await orderFor(await newBuyer(), 24, "US", "s1", returnPath);
      await adapter.create(order, "https://www.vpnmaster.com", "card");
      const form = posts.at(-1)?.form ?? {};
      expect(form.locale).toBe(checkoutLocale);
      expect(form["line_items[0][price_data][product_data][name]"]).toBe(firstTerm);
      expect(form["line_items[1][price_data][product_data][name]"]).toBe(renewal);
    }
  });

  it("a trial plan pays its trial price now and the monthly price after the trial days", async () => {
    const { client, posts } = recordingClient();
    const adapter = stripeAdapter({ secretKey: "sk_test", webhookSecret: "whsec_test", db: env.DB, client });
    const order = await orderFor(await newBuyer(), 7, "GB", "s1");
    const before = Math.floor(Date.now() / 1000);
    await adapter.create(order, "https://www.vpnmaster.com", "klarna");
    const form = posts[0]?.form ?? {};
    expect(form).toMatchObject({
      "line_items[0][price_data][unit_amount]": "79",
      "line_items[0][price_data][currency]": "gbp",
      "line_items[1][price_data][unit_amount]": "1099",
      "line_items[1][price_data][recurring][interval_count]": "1",
      "payment_method_types[0]": "klarna",
    });
    expect(Number(form["subscription_data[trial_end]"]) - before).toBeLessThan(7 * DAY + 60);
  });
});

describe("Stripe Checkout in the buyer's own currency (decision 178)", () => {
  const adapterWith = () => {
    const { client, posts } = recordingClient();
    return {
      adapter: stripeAdapter({ secretKey: "sk_test", webhookSecret: "whsec_test", db: env.DB, client }),
      posts,
    };
  };

  it("sends yen as whole yen: Konbini for ¥9,000 is unit_amount 9000, not 900000, in payment mode", async () => {
    const { adapter, posts } = adapterWith();
    const order = await orderFor(await newBuyer(), 12, "JP", "s1", "/ja/paystatus", "konbini");
    expect(order).toMatchObject({ currency: "JPY", amount_cents: 9000 });
    await adapter.create(order, "https://www.vpnmaster.com", "konbini");
    const form = posts[0]?.form ?? {};
    expect(form).toMatchObject({
      mode: "payment",
      locale: "ja",
      "line_items[0][price_data][currency]": "jpy",
      "line_items[0][price_data][unit_amount]": "9000",
      "payment_method_types[0]": "konbini",
      "payment_intent_data[metadata][order_id]": order.id,
    });
    // A one-off payment: no recurring line (decision 167).
    expect(form["line_items[1][price_data][unit_amount]"]).toBeUndefined();
  });

  it("a card in yen renews at whole yen too: ¥12,000 now, ¥9,000 a year", async () => {
    const { adapter, posts } = adapterWith();
    const order = await orderFor(await newBuyer(), 24, "JP", "s1", "/paystatus", "card");
    await adapter.create(order, "https://www.vpnmaster.com", "card");
    expect(posts[0]?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][currency]": "jpy",
      "line_items[0][price_data][unit_amount]": "12000",
      "line_items[1][price_data][currency]": "jpy",
      "line_items[1][price_data][unit_amount]": "9000",
    });
  });

  it("sends euros in cents: iDEAL for €53.88 is 5388, renewing at 5388 a year through its SEPA mandate", async () => {
    const { adapter, posts } = adapterWith();
    const order = await orderFor(await newBuyer(), 12, "NL", "s1", "/nl/paystatus", "ideal");
    await adapter.create(order, "https://www.vpnmaster.com", "ideal");
    expect(posts[0]?.form).toMatchObject({
      mode: "subscription",
      locale: "nl",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "5388",
      "line_items[1][price_data][unit_amount]": "5388",
      "line_items[1][price_data][recurring][interval_count]": "12",
      "payment_method_types[0]": "ideal",
    });
  });

  it("BLIK in złoty and Pix in reais, in grosze and centavos, one-off", async () => {
    const { adapter, posts } = adapterWith();
    const blik = await orderFor(await newBuyer(), 1, "PL", "s1", "/pl/paystatus", "blik");
    await adapter.create(blik, "https://www.vpnmaster.com", "blik");
    expect(posts[0]?.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "pln",
      "line_items[0][price_data][unit_amount]": "4999",
      "payment_method_types[0]": "blik",
    });
    const pix = await orderFor(await newBuyer(), 24, "BR", "s1", "/pt/paystatus", "pix");
    await adapter.create(pix, "https://www.vpnmaster.com", "pix");
    expect(posts[1]?.form).toMatchObject({
      mode: "payment",
      locale: "pt-BR",
      "line_items[0][price_data][currency]": "brl",
      "line_items[0][price_data][unit_amount]": "30960",
      "payment_method_types[0]": "pix",
    });
  });
});

describe("Stripe events", () => {
  const invoice = (extra: Record<string, unknown>) => ({
    id: "evt_1",
    type: "invoice.paid",
    data: { object: { id: "in_1", billing_reason: "subscription_cycle", ...extra } },
  });

  it("finds an invoice's subscription in the current shape and in the one before 2025-03-31", () => {
    const current = invoice({
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } },
    });
    const older = invoice({ subscription: "sub_1" });
    for (const event of [current, older]) {
      expect(stripeEventOf(event)).toMatchObject({
        kind: "renewal",
        subscriptionRef: "sub_1",
        outcome: "paid",
      });
    }
  });

  it("ignores invoices that are not a renewal cycle, and unrelated events", () => {
    expect(
      stripeEventOf(invoice({ billing_reason: "subscription_update", subscription: "sub_1" })),
    ).toBeNull();
    expect(
      stripeEventOf({ id: "evt_2", type: "customer.created", data: { object: { id: "cus_1" } } }),
    ).toBeNull();
  });

  it("reads a cancel date set in the Dashboard as renewal off", () => {
    const updated = {
      id: "evt_3",
      type: "customer.subscription.updated",
      data: { object: { id: "sub_1", cancel_at_period_end: false, cancel_at: 1_900_000_000 } },
    };
    expect(stripeEventOf(updated)).toMatchObject({ kind: "renewal-switch", autoRenew: false });
  });
});
