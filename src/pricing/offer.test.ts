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

  it("prices the euro area in euros from one lookup, and yen whole: ¥500 a month for two years (decision 178)", async () => {
    const d = deps();
    const nl = await loadOffer(env, "NL", d);
    const fr = await loadOffer(env, "FR", d);
    await d.settle();
    expect(nl.currency).toBe("EUR");
    expect(nl.plans).toEqual(fr.plans);
    expect(nl.plans.find((p) => p.id === 24)).toMatchObject({ price_amount: 76.56, money: 3.19 });
    // Germany's entry stands for every euro country: one KV key for the euro area.
    const keys = (await env.PRICES.list({ prefix: "prices:v1:EUR:" })).keys.map((k) => k.name);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((name) => name.startsWith("prices:v1:EUR:DE:"))).toBe(true);
    const jp = await loadOffer(env, "JP", deps());
    expect(jp.plans.find((p) => p.id === 24)).toMatchObject({
      currency: "JPY",
      currencySymbol: "¥",
      price_amount: 12000,
      money: 500,
      price_deduction_amount: 35520,
      renewal_amount: 9000,
    });
  });

  it("never shows prices answered in another currency than the visitor's: USD and a warning instead", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // An upstream whose lookup still answers dollars for Germany (it knows only the spec's four).
    const dollars = {
      ...env,
      PRICES: {
        get: async () => null,
        put: async () => {},
      } as unknown as KVNamespace,
      DB: new Proxy(env.DB, {
        get(target, prop) {
          if (prop !== "prepare") return Reflect.get(target, prop);
          return (sql: string) =>
            target.prepare(
              sql.replace(
                "FROM plan_prices WHERE currency = ?",
                "FROM plan_prices WHERE 'USD' = currency AND ? <> ''",
              ),
            );
        },
      }),
    };
    const offer = await loadOffer(dollars, "DE", deps());
    expect(offer).toMatchObject({ currency: "USD", localized: false });
    expect(String(warn.mock.calls[0]?.[1])).toContain("priced in USD");
    warn.mockRestore();
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
