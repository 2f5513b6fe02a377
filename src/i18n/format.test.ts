import { describe, expect, it } from "vitest";
import {
  countryName,
  currencyName,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatPrice,
} from "./format";

// Intl output contains narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("Intl formatting in the page's locale", () => {
  it("formats prices with the currency and the locale's conventions", () => {
    expect(formatPrice(11.99, "USD", "en")).toBe("$11.99");
    expect(plain(formatPrice(11.99, "USD", "de"))).toBe("11,99 $");
    expect(plain(formatPrice(6.49, "GBP", "fr"))).toBe("6,49 £GB");
    expect(formatPrice(9.5, "AUD", "en")).toBe("A$9.50");
    expect(formatPrice(9.5, "CAD", "en")).toBe("CA$9.50");
    expect(formatPrice(1200, "USD", "ja")).toBe("$1,200.00");
    expect(formatPrice(3.99, "USD", "ar")).toMatch(/[٣3]/);
  });

  it("keeps an Arabic amount whole inside a right-to-left sentence", () => {
    const amount = formatPrice(83.76, "USD", "ar");
    // Isolated from the words around it, and "US$" held together by a left-to-right mark so the
    // "$" cannot jump to the far side of the number ("$US 83.76").
    expect(amount.startsWith("\u2068") && amount.endsWith("\u2069")).toBe(true);
    expect(amount).toContain("US$\u200e");
    expect(formatPrice(83.76, "USD", "en")).toBe("$83.76");
  });

  it("formats numbers and percentages", () => {
    expect(plain(formatNumber(1234567.5, "fr"))).toBe("1 234 567,5");
    expect(formatNumber(1234567.5, "de")).toBe("1.234.567,5");
    expect(formatPercent(0.59, "en")).toBe("59%");
    expect(plain(formatPercent(0.59, "fr"))).toBe("59 %");
  });

  it("formats dates", () => {
    const date = Date.UTC(2026, 10, 21);
    expect(formatDate(date, "en")).toBe("November 21, 2026");
    expect(formatDate(date, "de")).toBe("21. November 2026");
    expect(formatDate(date, "ja")).toBe("2026年11月21日");
  });

  it("formats a date with its time of day and zone, in UTC", () => {
    const instant = Date.UTC(2026, 10, 4, 3, 10);
    expect(plain(formatDateTime(instant, "en"))).toBe("November 4, 2026 at 3:10 AM UTC");
    expect(plain(formatDateTime(instant, "de"))).toBe("4. November 2026 um 03:10 UTC");
  });

  it("names countries in the locale", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("JP", "en")).toBe("Japan");
    expect(countryName("not a code", "en")).toBe("not a code");
  });

  it("names a country and a currency the same on every call, in each locale its own", () => {
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "ja")).toBe("ドイツ");
    expect(currencyName("EUR", "fr")).toBe(currencyName("EUR", "fr"));
    expect(currencyName("EUR", "fr")).toBe("euro");
    expect(countryName("419", "en")).toBe("Latin America");
  });
});
