import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyForCountry,
  EURO_COUNTRIES,
  ownCurrencyOf,
  quoteCountryOf,
} from "./currencies";
import { localCurrencyOf } from "./local-currencies";

describe("which currency a buyer's country is quoted (decision 178)", () => {
  it("the euro area pays euros, Poland złoty, Japan yen, Brazil reais; the spec's four and India as before", () => {
    for (const country of ["DE", "NL", "BE", "AT", "FR", "IE", "FI", "BG", "HR", "MC", "ME"])
      expect(currencyForCountry(country), country).toBe("EUR");
    expect(currencyForCountry("PL")).toBe("PLN");
    expect(currencyForCountry("JP")).toBe("JPY");
    expect(currencyForCountry("BR")).toBe("BRL");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("GB")).toBe("GBP");
    expect(currencyForCountry("IN")).toBe("INR");
  });

  it("every other country, and none, pays dollars, with no own currency of ours", () => {
    for (const country of ["CH", "SE", "CZ", "MX", "DK", "KE", null]) {
      expect(currencyForCountry(country), String(country)).toBe("USD");
      expect(ownCurrencyOf(country), String(country)).toBeNull();
    }
  });

  it("each country belongs to one currency at most", () => {
    const countries = CURRENCY_CODES.flatMap((code) => CURRENCIES[code].countries);
    expect(new Set(countries).size).toBe(countries.length);
  });

  it("one country stands for each currency, and it is quoted that currency", () => {
    for (const code of CURRENCY_CODES) expect(currencyForCountry(quoteCountryOf(code))).toBe(code);
    expect(quoteCountryOf("EUR")).toBe("DE");
  });
});

describe("the local-currency hint's countries (decision 176)", () => {
  it("reads the euro area from the one list the prices use, and adds the currencies we do not price in", () => {
    for (const country of EURO_COUNTRIES) expect(localCurrencyOf(country), country).toBe("EUR");
    expect(localCurrencyOf("JP")).toBe("JPY");
    expect(localCurrencyOf("CH")).toBe("CHF");
    expect(localCurrencyOf("SE")).toBe("SEK");
    expect(localCurrencyOf("CZ")).toBe("CZK");
    expect(localCurrencyOf("MX")).toBe("MXN");
    expect(localCurrencyOf("KE")).toBeNull();
  });
});
