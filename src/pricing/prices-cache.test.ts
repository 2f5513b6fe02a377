import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LocalizedPrices } from "../api/payment";
import { cachedPrices, PRICES_CACHE, type PriceLookup, pricesCacheKey } from "./prices-cache";

const answer = (gross: number): LocalizedPrices => ({
  products: [{ product_id: "24", currency: "GBP", subscription: { price: { gross } } }],
});

/** A deps bag whose clock the test moves and whose waitUntil work the test can await. */
function harness(lookup: PriceLookup) {
  let clock = 1_000_000;
  const pending: Promise<unknown>[] = [];
  return {
    deps: { kv: env.PRICES, lookup, waitUntil: (p: Promise<unknown>) => pending.push(p), now: () => clock },
    advance: (ms: number) => {
      clock += ms;
    },
    settle: () => Promise.all(pending.splice(0)),
  };
}

let country: string;
beforeEach(() => {
  // A key no other test uses: KV and the module's refresh and write maps keep their entries across
  // the tests of a file (two random letters collided: 676 codes).
  country = `test-${crypto.randomUUID()}`;
});

describe("prices cache", () => {
  it("keys by sorted, de-duplicated ids, the country and the currency it is quoted", () => {
    expect(pricesCacheKey([24, 1, 12, 1], "GB")).toBe(pricesCacheKey([1, 12, 24], "GB"));
    expect(pricesCacheKey([1], "GB")).not.toBe(pricesCacheKey([1], "US"));
    // Germany's dollar entries of before decision 178 are never read as its euro prices.
    expect(pricesCacheKey([1, 12], "DE")).toBe("prices:v1:EUR:DE:1,12");
    expect(pricesCacheKey([1], "CH")).toBe("prices:v1:USD:CH:1");
    expect(pricesCacheKey([1], null)).toBe("prices:v1:USD:--:1");
  });

  it("a miss asks the source once and stores the answer; the next read is a hit", async () => {
    const lookup = vi.fn<PriceLookup>(async () => answer(59.76));
    const h = harness(lookup);
    const miss = await cachedPrices(h.deps, [24], country);
    expect(miss).toEqual({ prices: answer(59.76), cache: "miss" });
    await h.settle();
    const hit = await cachedPrices(h.deps, [24], country);
    expect(hit).toEqual({ prices: answer(59.76), cache: "hit" });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("after the fresh window serves the stale entry and refreshes it in waitUntil", async () => {
    let gross = 59.76;
    const lookup = vi.fn<PriceLookup>(async () => answer(gross));
    const h = harness(lookup);
    await cachedPrices(h.deps, [24], country);
    await h.settle();
    gross = 64.99;
    h.advance(PRICES_CACHE.FRESH_MS + 1);
    const stale = await cachedPrices(h.deps, [24], country);
    expect(stale).toEqual({ prices: answer(59.76), cache: "stale" });
    // Concurrent stale readers in one isolate start one refresh, not one each.
    await cachedPrices(h.deps, [24], country);
    await h.settle();
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(await cachedPrices(h.deps, [24], country)).toEqual({ prices: answer(64.99), cache: "hit" });
  });

  it("a failing source on a miss throws (the page falls back to USD); with a stale entry it keeps serving it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail = false;
    const h = harness(async () => {
      if (fail) throw new Error("upstream down");
      return answer(59.76);
    });
    fail = true;
    await expect(cachedPrices(h.deps, [24], country)).rejects.toThrow("upstream down");
    fail = false;
    await cachedPrices(h.deps, [24], country);
    await h.settle();
    fail = true;
    h.advance(PRICES_CACHE.FRESH_MS + 1);
    expect((await cachedPrices(h.deps, [24], country)).prices).toEqual(answer(59.76));
    await h.settle();
    expect(warn).toHaveBeenCalled();
    expect((await cachedPrices(h.deps, [24], country)).prices).toEqual(answer(59.76));
    warn.mockRestore();
  });

  it("never caches an answer that breaks the contract", async () => {
    const h = harness(async () => ({ products: [{ product_id: 24 }] }) as unknown as LocalizedPrices);
    await expect(cachedPrices(h.deps, [24], country)).rejects.toThrow();
    await h.settle();
    expect(await env.PRICES.get(pricesCacheKey([24], country))).toBeNull();
  });

  it("writes a key at most once per second from one isolate (KV's write limit)", async () => {
    const put = vi.spyOn(env.PRICES, "put");
    let gross = 1;
    const h = harness(async () => answer(gross++));
    await cachedPrices(h.deps, [24], country);
    await h.settle();
    h.advance(PRICES_CACHE.FRESH_MS + 1);
    // A refresh lands within the same second as the last write: it must not write again.
    await env.PRICES.put(pricesCacheKey([24], country), JSON.stringify({ storedAt: 0, prices: answer(0) }));
    const writesBefore = put.mock.calls.length;
    h.advance(-PRICES_CACHE.FRESH_MS - 1 + 500);
    await cachedPrices(h.deps, [24], country);
    await h.settle();
    expect(put.mock.calls.length).toBe(writesBefore);
    put.mockRestore();
  });
});
