import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/languages";
import { createTranslator, loadMessages } from "../i18n/messages";
import { CHECKOUT_KEYS } from "../islands/checkout";
import { METHOD_IDS, methodLabel, PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";

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
