import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_CODES } from "./currencies";
import { decimalString, fromMinor, minorDigits, minorOfDecimal, toMinor } from "./minor-units";

describe("minor units (decision 178)", () => {
  it('the yen has no cents: ¥1,980 is 1980 in the data, at Stripe and Paddle, and "1980" at PayPal', () => {
    expect(minorDigits("JPY")).toBe(0);
    expect(toMinor(1980, "JPY")).toBe(1980);
    expect(fromMinor(1980, "JPY")).toBe(1980);
    expect(decimalString(1980, "JPY")).toBe("1980");
    expect(minorOfDecimal("1980", "JPY")).toBe(1980);
  });

  it('a two-decimal currency counts cents: €53.88 is 5388, "53.88" at PayPal', () => {
    expect(minorDigits("EUR")).toBe(2);
    expect(toMinor(53.88, "EUR")).toBe(5388);
    expect(fromMinor(5388, "EUR")).toBe(53.88);
    expect(decimalString(5388, "EUR")).toBe("53.88");
    expect(decimalString(500, "PLN")).toBe("5.00");
    expect(minorOfDecimal("53.8", "EUR")).toBe(5380);
    expect(minorOfDecimal("53", "EUR")).toBe(5300);
    // Floating point never leaves a cent behind: 0.29 * 100 is 28.999…
    expect(toMinor(0.29, "USD")).toBe(29);
  });

  it("refuses a decimal string the currency cannot hold", () => {
    for (const [value, currency] of [
      ["1980.5", "JPY"],
      ["12.345", "USD"],
      ["-1", "USD"],
      ["1e3", "USD"],
      ["", "EUR"],
    ])
      expect(minorOfDecimal(value as string, currency as string), `${value} ${currency}`).toBeNull();
  });

  it("every price currency's digits are those Intl formats it with, so a page never shows a cent the data lacks", () => {
    for (const code of CURRENCY_CODES) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions();
      expect(CURRENCIES[code].decimals, code).toBe(intl.maximumFractionDigits);
    }
  });

  it("a currency we do not price in takes Intl's digits; a code that is no currency, two", () => {
    expect(minorDigits("KRW")).toBe(0);
    expect(minorDigits("chf")).toBe(2);
    expect(minorDigits("??")).toBe(2);
  });
});
