import { describe, expect, it } from "vitest";
import type { Messages } from "../../i18n/messages";
import { scriptJson } from "../../shared/script-json";
import { checkoutTexts } from "./checkout-texts";

const messagesOf = (pay: string, month: string): Messages =>
  ({
    "pricing-checkout-id": { pay, method: { card: "Card" } },
    pricing: { title: "Pricing", term: { "1": month } },
  }) as unknown as Messages;

describe("the checkout island's texts", () => {
  it("are its namespace and the plans' terms, placeholders kept", () => {
    expect(checkoutTexts(messagesOf("Pay {{amount}}", "1 month"))).toEqual({
      pay: "Pay {{amount}}",
      "method.card": "Card",
      "term.1": "1 month",
    });
  });

  it("are one frozen object per locale's trees, and each locale's own", () => {
    const german = messagesOf("{{amount}} zahlen", "1 Monat");
    const first = checkoutTexts(german);
    expect(Object.isFrozen(first)).toBe(true);
    expect(checkoutTexts({ ...german })).toBe(first);
    expect(checkoutTexts(messagesOf("Payer {{amount}}", "1 mois"))["term.1"]).toBe("1 mois");
    expect(JSON.parse(scriptJson({ texts: first, plan: 1 }))).toEqual({ texts: { ...first }, plan: 1 });
  });
});
