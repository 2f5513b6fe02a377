import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../../test/support/request";
import { type LocalizedPrices, PRICES_PATH } from "../api/payment";
import { CURRENCIES } from "../catalog/currencies";
import { pricesCacheKey } from "./prices-cache";

const lookup = (query: string) => SELF.fetch(`${ORIGIN}${PRICES_PATH}?${query}`);

describe("GET /l10n/prices", () => {
  it.each(Object.entries(CURRENCIES).flatMap(([code, { countries }]) => countries.map((c) => [code, c])))(
    "answers %s for customers in %s",
    async (currency, country) => {
      const response = await lookup(`product_ids=12,1&customer_country=${country}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as LocalizedPrices;
      expect(body.products.map((p) => p.product_id)).toEqual(["1", "12"]);
      for (const product of body.products) {
        expect(product.currency).toBe(currency);
        expect(product.subscription.price.gross).toBeGreaterThan(0);
      }
    },
  );

  it("answers USD for a country without its own currency, and for none", async () => {
    for (const query of ["product_ids=24&customer_country=CH", "product_ids=24"]) {
      const body = (await (await lookup(query)).json()) as LocalizedPrices;
      expect(body.products[0]?.currency).toBe("USD");
    }
  });

  it("localizes differently per country: pounds are not dollars", async () => {
    const us = (await (await lookup("product_ids=24&customer_country=US")).json()) as LocalizedPrices;
    const gb = (await (await lookup("product_ids=24&customer_country=gb")).json()) as LocalizedPrices;
    expect(gb.products[0]?.currency).toBe("GBP");
    expect(gb.products[0]?.subscription.price.gross).not.toBe(us.products[0]?.subscription.price.gross);
  });

  it.each([
    ["", 400],
    ["product_ids=", 400],
    ["product_ids=abc", 400],
    ["product_ids=1;DROP", 400],
    ["product_ids=1&customer_country=GBR", 400],
    [`product_ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(",")}`, 400],
    ["product_ids=1,424242", 404],
  ])("rejects %j with %i and a message", async (query, status) => {
    const response = await lookup(query);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it("keeps the answer in KV under the sorted ids and the country", async () => {
    const first = await lookup("product_ids=24,12,1&customer_country=CA");
    expect(first.headers.get("X-Prices-Cache")).toBe("miss");
    await first.arrayBuffer();
    // The write happens in waitUntil; wait for it by polling KV itself.
    const key = pricesCacheKey([1, 12, 24], "CA");
    for (let i = 0; i < 50 && !(await env.PRICES.get(key)); i++) await new Promise((r) => setTimeout(r, 10));
    const second = await lookup("product_ids=1,12,24&customer_country=CA");
    expect(second.headers.get("X-Prices-Cache")).toBe("hit");
    expect(await second.json()).toEqual(
      await (await lookup("product_ids=12,24,1&customer_country=CA")).json(),
    );
  });
});

describe("GET /l10n/prices with a failing upstream", () => {
  it("answers 503 with a message (never 500) when nothing is cached", async () => {
    const { createApp } = await import("../app");
    const warn = console.warn;
    console.warn = () => {};
    try {
      const response = await createApp().request(
        `${ORIGIN}${PRICES_PATH}?product_ids=1,12&customer_country=NZ`,
        {},
        // An upstream MMS API that cannot be reached.
        { ...env, API_BASE: "http://127.0.0.1:9" },
        createExecutionContext(),
      );
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    } finally {
      console.warn = warn;
    }
  });
});
