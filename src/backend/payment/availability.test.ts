import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_METHODS } from "../../catalog/payment-methods";
import type { Bindings } from "../../env";

// A fresh copy of the module: it logs a half-configured provider once per isolate, and earlier
// test files in this workerd may have done so already.
vi.resetModules();
const { availableMethods, availableProviders, checkPurchaseMethod } = await import("./availability");

const stripeOnly = {
  ...env,
  STRIPE_SECRET_KEY: "sk_test",
  STRIPE_WEBHOOK_SECRET: "whsec_test",
} as Bindings;
const noSecrets = { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined } as Bindings;

afterEach(() => vi.restoreAllMocks());

describe("what a production deployment offers", () => {
  it("with only Stripe's secrets: exactly Stripe's methods the buyer's currency allows, the country's first", () => {
    // Priced in the buyer's own currency: Klarna, local first.
    expect(availableMethods(stripeOnly, "prod", "GB")).toEqual(["klarna", "card"]);
    expect(availableMethods(stripeOnly, "prod", "US")).toEqual(["card"]);
    // China: Alipay and WeChat Pay take US dollars (one-off payments, decision 167).
    expect(availableMethods(stripeOnly, "prod", "CN")).toEqual(["alipay", "wechat_pay", "card"]);
    for (const country of ["NL", "DE", "PL", "IN", "JP", "BR", "US"])
      for (const id of availableMethods(stripeOnly, "prod", country))
        expect(PAYMENT_METHODS[id].provider).toBe("s1");
    expect(availableProviders(stripeOnly, "prod", "NL")).toEqual(["s1"]);
  });

  it("the local methods of countries quoted their own currency, first: euro, złoty, yen and real (decision 178)", () => {
    const expected: Record<string, string[]> = {
      NL: ["ideal", "klarna", "card"],
      BE: ["bancontact", "klarna", "card"],
      DE: ["klarna", "sepa_debit", "card"],
      AT: ["klarna", "sepa_debit", "card"],
      FI: ["klarna", "card"],
      PL: ["blik", "p24", "card"],
      JP: ["konbini", "card"],
      BR: ["pix", "boleto", "card"],
    };
    for (const [country, methods] of Object.entries(expected))
      expect(availableMethods(stripeOnly, "prod", country), country).toEqual(methods);
  });

  it("never a method its provider cannot charge in the buyer's currency: no Klarna for a dollar price in Sweden", () => {
    // Sweden pays dollars (no krona prices); Klarna takes only the buyer's own currency.
    for (const country of ["SE", "CH", "CZ", "MX"])
      expect(availableMethods(stripeOnly, "prod", country), country).toEqual(["card"]);
  });

  it("with no secrets: nothing at all", () => {
    expect(availableMethods(noSecrets, "prod", "NL")).toEqual([]);
    expect(availableProviders(noSecrets, "prod", "US")).toEqual([]);
  });

  it("with Razorpay's three secrets: UPI and net banking for India first, nowhere else", () => {
    const withRazorpay = {
      ...stripeOnly,
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
    } as Bindings;
    // India is quoted rupees (decision 168), which UPI and net banking need.
    expect(availableMethods(withRazorpay, "prod", "IN")).toEqual(["upi", "netbanking", "card"]);
    expect(availableProviders(withRazorpay, "prod", "IN")).toEqual(["rz", "s1"]);
    expect(availableMethods(withRazorpay, "prod", "US")).toEqual(["card"]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const half = { ...withRazorpay, RAZORPAY_WEBHOOK_SECRET: undefined } as Bindings;
    expect(availableMethods(half, "prod", "IN")).toEqual(["card"]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      "payment provider rz hidden: missing RAZORPAY_WEBHOOK_SECRET",
    );
  });

  it("PayPal never for a rupee price: PayPal takes rupees from Indian accounts only", () => {
    const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_WEBHOOK_ID: "wh" };
    expect(availableMethods({ ...stripeOnly, ...paypal } as Bindings, "prod", "IN")).toEqual(["card"]);
  });

  it("with PayPal's three secrets too: PayPal after Stripe's card", () => {
    const paypal = { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_WEBHOOK_ID: "wh" };
    expect(availableMethods({ ...stripeOnly, ...paypal } as Bindings, "prod", "US")).toEqual([
      "card",
      "paypal",
    ]);
    expect(availableProviders({ ...stripeOnly, ...paypal } as Bindings, "prod", "US")).toEqual(["s1", "pd"]);
    expect(availableMethods({ ...noSecrets, ...paypal } as Bindings, "prod", "DE")).toEqual(["paypal"]);
  });

  it("with Paddle's secrets too: Paddle's method after Stripe's; with one of them only, hidden and logged", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const withPaddle = {
      ...stripeOnly,
      PADDLE_API_KEY: "pdl_live_apikey_x",
      PADDLE_WEBHOOK_SECRET: "pdl_ntfset_x",
    };
    expect(availableMethods(withPaddle as Bindings, "prod", "US")).toEqual(["card", "paddle"]);
    expect(availableProviders(withPaddle as Bindings, "prod", "US")).toEqual(["s1", "ps"]);
    const half = { ...stripeOnly, PADDLE_API_KEY: "pdl_live_apikey_x" } as Bindings;
    expect(availableMethods(half, "prod", "US")).toEqual(["card"]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      "payment provider ps hidden: missing PADDLE_WEBHOOK_SECRET",
    );
  });

  it("logs a half-configured provider once per isolate, naming what is missing, and hides it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const half = { ...stripeOnly, PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" } as Bindings;
    availableMethods(half, "prod", "US");
    availableMethods(half, "prod", "GB");
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes("provider pd hidden"))).toEqual([
      "payment provider pd hidden: missing PAYPAL_WEBHOOK_ID",
    ]);
    expect(availableProviders(half, "prod", "US")).toEqual(["s1"]);
  });
});

describe("the sandbox", () => {
  it("stands in for every provider, with the same currency rule as prod, the buyer's local methods first", () => {
    expect(availableMethods(noSecrets, "sandbox", "GB")).toEqual(["klarna", "card", "paypal", "paddle"]);
    expect(availableMethods(noSecrets, "sandbox", "IN").slice(0, 2)).toEqual(["upi", "netbanking"]);
    expect(availableMethods(noSecrets, "sandbox", "CN").slice(0, 3)).toEqual([
      "alipay",
      "wechat_pay",
      "alipay_plus",
    ]);
    expect(availableMethods(noSecrets, "sandbox", "US")).toEqual(["card", "paypal", "paddle"]);
    expect(availableMethods(noSecrets, "sandbox", "NL")).toEqual([
      "ideal",
      "klarna",
      "card",
      "paypal",
      "paddle",
    ]);
    expect(availableMethods(noSecrets, "sandbox", "PL")).toEqual(["blik", "p24", "card", "paypal", "paddle"]);
    expect(availableMethods(noSecrets, "sandbox", "JP")).toEqual(["konbini", "card", "paypal", "paddle"]);
    // PayPal takes reais only from Brazilian PayPal accounts: no PayPal for a real price.
    expect(availableMethods(noSecrets, "sandbox", "BR")).toEqual(["pix", "boleto", "card", "paddle"]);
  });

  it("never offers Sofort: Klarna replaced it", () => {
    expect(availableProviders(noSecrets, "sandbox", "DE")).not.toContain("so");
    expect(checkPurchaseMethod("so", undefined, noSecrets, "sandbox", "DE")).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});

describe("a purchase's method", () => {
  it("is the one named when this deployment offers it to the buyer's country", () => {
    expect(checkPurchaseMethod("s1", "alipay", stripeOnly, "prod", "CN")).toEqual({
      ok: true,
      method: "alipay",
    });
    expect(checkPurchaseMethod("s1", "ideal", stripeOnly, "prod", "NL")).toEqual({
      ok: true,
      method: "ideal",
    });
    expect(checkPurchaseMethod("s1", "konbini", stripeOnly, "prod", "JP")).toEqual({
      ok: true,
      method: "konbini",
    });
  });

  it("without a name is the provider's first offered method (older clients)", () => {
    expect(checkPurchaseMethod("s1", undefined, stripeOnly, "prod", "GB")).toEqual({
      ok: true,
      method: "klarna",
    });
  });

  it("is unknown when no such method exists or another provider carries it", () => {
    expect(checkPurchaseMethod("s1", "bitcoin", stripeOnly, "prod", "NL")).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(checkPurchaseMethod("s1", "paypal", stripeOnly, "prod", "NL")).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(checkPurchaseMethod("s1", "toString", stripeOnly, "prod", "NL")).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("is unavailable when hidden here: another country's, another currency's, a provider without adapter", () => {
    expect(checkPurchaseMethod("s1", "alipay", stripeOnly, "prod", "US")).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(checkPurchaseMethod("s1", "ideal", stripeOnly, "prod", "BE")).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(checkPurchaseMethod("s1", "klarna", noSecrets, "sandbox", "SE")).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(checkPurchaseMethod("pd", "paypal", noSecrets, "sandbox", "BR")).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(checkPurchaseMethod("pd", "paypal", stripeOnly, "prod", "US")).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(checkPurchaseMethod("pd", undefined, stripeOnly, "prod", "US")).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
