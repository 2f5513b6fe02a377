import { describe, expect, it } from "vitest";
import { firstRenewal, renewalKey, renewalPeriod, termKey } from "./plan-terms";

describe("plan terms", () => {
  it("names the catalogue's terms and renewal periods", () => {
    expect([1, 12, 24].map(termKey)).toEqual(["1", "12", "24"]);
    expect([1, 12].map(renewalKey)).toEqual(["1", "12"]);
  });

  it("counts a renewal period in years when it is whole years, else in months", () => {
    expect(renewalPeriod(1)).toEqual({ key: "months", count: 1 });
    expect(renewalPeriod(12)).toEqual({ key: "years", count: 1 });
    expect(renewalPeriod(24)).toEqual({ key: "years", count: 2 });
    expect(renewalPeriod(18)).toEqual({ key: "months", count: 18 });
  });

  it("renews after the term, or after the trial for a trial plan", () => {
    const from = Date.UTC(2026, 0, 31);
    const year = { id: 12, price_unit: 12, renewal_months: 12, trial_days: 0 };
    expect(firstRenewal(year, from).toISOString()).toBe("2027-01-31T00:00:00.000Z");
    const trial = { id: 7, price_unit: 1, renewal_months: 1, trial_days: 7 };
    expect(firstRenewal(trial, from).toISOString()).toBe("2026-02-07T00:00:00.000Z");
  });
});
