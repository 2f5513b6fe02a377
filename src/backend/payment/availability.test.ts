import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_METHODS } from "../../catalog/payment-methods";
import type { Bindings } from "../../env";
import { availableMethods, availableProviders, checkPurchaseMethod } from "./availability";

const stripeOnly = {
  ...env,
  STRIPE_SECRET_KEY: "sk_test",
  STRIPE_WEBHOOK_SECRET: "whsec_test",
} as Bindings;
const noSecrets = { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined } as Bindings;

afterEach(() => vi.restoreAllMocks());

describe("what a production deployment offers", () => {
  it("with only Stripe's secrets: exactly Stripe's offered methods, the country's first", () => {
    expect(availableMethods(stripeOnly, "prod", "NL")).toEqual(["ideal", "klarna", "card"]);
    expect(availableMethods(stripeOnly, "prod", "DE")).toEqual(["klarna", "sepa_debit", "card"]);
    expect(availableMethods(stripeOnly, "prod", "US")).toEqual(["card"]);
    for (const country of ["NL", "DE", "PL", "IN", "JP", "BR", "US"])
      for (const id of availableMethods(stripeOnly, "prod", country))
        expect(PAYMENT_METHODS[id].provider).toBe("s1");
    expect(availableProviders(stripeOnly, "prod", "NL")).toEqual(["s1"]);
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

  it("not the one-off methods Stripe's subscription checkout cannot carry yet (coming)", () => {
    expect(availableMethods(stripeOnly, "prod", "PL")).toEqual(["card"]);
    expect(availableMethods(stripeOnly, "prod", "JP")).toEqual(["card"]);
    expect(availableMethods(stripeOnly, "prod", "BR")).toEqual(["card"]);
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
  it("keeps every method, the buyer's local ones first", () => {
    expect(availableMethods(noSecrets, "sandbox", "NL").slice(0, 2)).toEqual(["ideal", "klarna"]);
    expect(availableMethods(noSecrets, "sandbox", "PL").slice(0, 2)).toEqual(["blik", "p24"]);
    expect(availableMethods(noSecrets, "sandbox", "IN").slice(0, 2)).toEqual(["upi", "netbanking"]);
    expect(availableMethods(noSecrets, "sandbox", "JP")[0]).toBe("konbini");
    expect(availableMethods(noSecrets, "sandbox", "BR").slice(0, 2)).toEqual(["pix", "boleto"]);
    expect(availableMethods(noSecrets, "sandbox", "DE")[0]).toBe("klarna");
    expect(availableMethods(noSecrets, "sandbox", "US")).toEqual(["card", "paypal", "paddle"]);
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
    expect(checkPurchaseMethod("s1", "ideal", stripeOnly, "prod", "NL")).toEqual({
      ok: true,
      method: "ideal",
    });
  });

  it("without a name is the provider's first offered method (older clients)", () => {
    expect(checkPurchaseMethod("s1", undefined, stripeOnly, "prod", "NL")).toEqual({
      ok: true,
      method: "ideal",
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

  it("is unavailable when hidden here: another country's, a coming one, a provider without adapter", () => {
    expect(checkPurchaseMethod("s1", "ideal", stripeOnly, "prod", "US")).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(checkPurchaseMethod("s1", "blik", stripeOnly, "prod", "PL")).toEqual({
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
