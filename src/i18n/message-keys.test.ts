import { describe, expect, it } from "vitest";
import { translator } from "../islands/lib/texts";
import { createTranslator } from "./messages";

// The `@ts-expect-error` lines are the type check's half of these tests: `npm run typecheck` fails
// the day a key English lacks is accepted by a translator.
describe("message keys are checked against English", () => {
  const t = createTranslator("en", { home: { meta: { title: "VPN Master" } } });

  it("a key English has is accepted, and translated", () => {
    expect(t("home.meta.title")).toBe("VPN Master");
  });

  it("a key English lacks fails the type check (and shows the key at run time)", () => {
    // @ts-expect-error: English has no such key.
    expect(t("home.meta.titel")).toBe("home.meta.titel");
  });

  it("a union of literal keys must be all English keys; a key built from a runtime string is left to the data's tests", () => {
    const field = "name" as "name" | "email";
    // @ts-expect-error: English has contact-us.errors.email.invalid, not name.invalid.
    expect(t(`contact-us.errors.${field}.invalid`)).toContain("contact-us.errors");
    const namespace: string = "home";
    expect(t(`${namespace}.meta.title`)).toBe("VPN Master");
  });

  it("an island's scoped translator takes keys relative to its namespace", () => {
    const text = translator<"pricing-checkout-id">({ "error.generic": "Payment failed." }, "en-US");
    expect(text("error.generic")).toBe("Payment failed.");
    // @ts-expect-error: the checkout's texts are relative to pricing-checkout-id.
    expect(text("pricing-checkout-id.error.generic")).toBe("pricing-checkout-id.error.generic");
  });
});
