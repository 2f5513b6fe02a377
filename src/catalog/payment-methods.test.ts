import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/languages";
import { createTranslator, loadMessages } from "../i18n/messages";
import { CHECKOUT_KEYS } from "../islands/checkout";
import {
  METHOD_IDS,
  methodLabel,
  methodsForCountry,
  ONE_OFF_METHODS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "./payment-methods";

describe("payment method labels", () => {
  it("every method has a name in every language: its brand, or a translated label the island receives", async () => {
    for (const locale of LOCALES) {
      const t = createTranslator(locale, await loadMessages(locale, ["pricing-checkout-id"]));
      for (const id of METHOD_IDS) {
        const label = methodLabel(id, t);
        expect(label, `${locale} ${id}`).not.toBe("");
        expect(label, `${locale} ${id}`).not.toContain("methodLabel");
        if (!(PAYMENT_METHODS[id] as PaymentMethod).brand)
          expect(CHECKOUT_KEYS as readonly string[]).toContain(`methodLabel.${id}`);
      }
      expect(t("pricing-checkout-id.renewsManual")).not.toBe("");
    }
  });

  it("Japanese calls Konbini by its everyday name", async () => {
    const t = createTranslator("ja", await loadMessages("ja", ["pricing-checkout-id"]));
    expect(methodLabel("konbini", t)).toBe("コンビニ決済");
  });
});

describe("which methods a currency allows (decision 167)", () => {
  it("euro bank methods need a euro price; Klarna the buyer's own currency; wallets take dollars", () => {
    expect(methodsForCountry("NL", "EUR", "EUR")).toEqual(["ideal", "klarna", "card", "paypal", "paddle"]);
    expect(methodsForCountry("NL", "USD", null)).toEqual(["card", "paypal", "paddle"]);
    expect(methodsForCountry("PL", "PLN", "PLN").slice(0, 2)).toEqual(["blik", "p24"]);
    expect(methodsForCountry("GB", "GBP", "GBP")[0]).toBe("klarna");
    expect(methodsForCountry("GB", "USD", "GBP")).not.toContain("klarna");
    expect(methodsForCountry("CN", "USD", null).slice(0, 2)).toEqual(["alipay", "wechat_pay"]);
  });

  it("the one-off methods are exactly those that do not renew", () => {
    for (const id of METHOD_IDS)
      expect(ONE_OFF_METHODS.includes(id), id).toBe(!(PAYMENT_METHODS[id] as PaymentMethod).renews);
    expect(ONE_OFF_METHODS).toContain("alipay");
    expect(ONE_OFF_METHODS).not.toContain("card");
  });
});
