import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { currencyForCountry } from "../catalog/currencies";
import { hintCurrencyFor, loadLocalHint } from "./local-hint";
import { REFERENCE_RATES } from "./reference-rates";

const NOW = Date.parse("2026-11-21T09:00:00Z");
const store = (date: string) =>
  env.PRICES.put(
    REFERENCE_RATES.KEY,
    JSON.stringify({ date, perEuro: { EUR: 1, USD: 1.05, JPY: 162.4 }, fetchedAt: NOW }),
  );

describe("the local-currency hint", () => {
  it("is for visitors we charge in another currency than their own, where the rates cover theirs", () => {
    expect(hintCurrencyFor("DE", "USD")).toBe("EUR");
    expect(hintCurrencyFor("JP", "USD")).toBe("JPY");
    expect(hintCurrencyFor("GB", "GBP")).toBeNull();
    expect(hintCurrencyFor("US", "USD")).toBeNull();
    expect(hintCurrencyFor("KE", "USD")).toBeNull();
    expect(hintCurrencyFor(null, "USD")).toBeNull();
  });

  it("disappears for visitors now charged their own currency, and stays for the rest (decision 178)", () => {
    for (const country of ["DE", "NL", "FR", "PL", "JP", "BR"])
      expect(hintCurrencyFor(country, currencyForCountry(country)), country).toBeNull();
    expect(hintCurrencyFor("CH", currencyForCountry("CH"))).toBe("CHF");
    expect(hintCurrencyFor("SE", currencyForCountry("SE"))).toBe("SEK");
    expect(hintCurrencyFor("CZ", currencyForCountry("CZ"))).toBe("CZK");
    expect(hintCurrencyFor("MX", currencyForCountry("MX"))).toBe("MXN");
  });

  it("gives the rate from the charged currency to the visitor's, and the rates' day", async () => {
    await store("2026-11-20");
    const hint = await loadLocalHint(env, "JP", "USD", NOW);
    expect(hint?.currency).toBe("JPY");
    expect(hint?.date).toBe("2026-11-20");
    expect(hint?.rate).toBeCloseTo(162.4 / 1.05, 10);
  });

  it("says nothing without rates, with week-old rates, or for a currency they lack", async () => {
    await env.PRICES.delete(REFERENCE_RATES.KEY);
    expect(await loadLocalHint(env, "DE", "USD", NOW)).toBeNull();
    await store("2026-11-10");
    expect(await loadLocalHint(env, "DE", "USD", NOW)).toBeNull();
    await store("2026-11-20");
    expect(await loadLocalHint(env, "PL", "USD", NOW)).toBeNull();
  });
});
