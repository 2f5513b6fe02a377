import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MIN_HIGHEST_DISCOUNT_PERCENT } from "../catalog/billing";
import { highestDiscount } from "./highest-discount";
import { loadOffer } from "./offer";

const deps = () => {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (p: Promise<unknown>) => pending.push(p), settle: () => Promise.all(pending) };
};

describe("highest discount", () => {
  it("is the largest plan discount", () => {
    expect(highestDiscount([{ discount_percent: 40 }, { discount_percent: 73 }])).toBe(73);
  });
  it("never shows less than the spec's minimum", () => {
    expect(highestDiscount([{ discount_percent: 10 }])).toBe(MIN_HIGHEST_DISCOUNT_PERCENT);
    expect(highestDiscount([])).toBe(MIN_HIGHEST_DISCOUNT_PERCENT);
  });
});

describe("offer", () => {
  it("prices the plans in pounds for Great Britain, terms unchanged", async () => {
    const d = deps();
    const us = await loadOffer(env, "US", d);
    const gb = await loadOffer(env, "GB", d);
    await d.settle();
    expect(gb.currency).toBe("GBP");
    expect(gb.localized).toBe(true);
    expect(gb.plans.every((plan) => plan.currency === "GBP" && plan.currencySymbol === "£")).toBe(true);
    expect(gb.plans.map((p) => [p.id, p.price_unit, p.trial_days])).toEqual(
      us.plans.map((p) => [p.id, p.price_unit, p.trial_days]),
    );
  });

  it("shows USD and logs a warning when localization fails; the page still has plans", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = {
      ...env,
      PRICES: { get: async () => null, put: async () => {} } as unknown as KVNamespace,
      API_BASE: "",
      // The embedded price lookup reads plan_prices: make that read fail, plans still load.
      DB: new Proxy(env.DB, {
        get(target, prop) {
          if (prop !== "prepare") return Reflect.get(target, prop);
          return (sql: string) => {
            if (sql.includes("FROM plan_prices WHERE currency")) throw new Error("D1 down");
            return target.prepare(sql);
          };
        },
      }),
    };
    const offer = await loadOffer(broken, "GB", deps());
    expect(offer.localized).toBe(false);
    expect(offer.currency).toBe("USD");
    expect(offer.plans.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
