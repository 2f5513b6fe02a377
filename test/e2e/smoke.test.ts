import { describe, expect, it } from "vitest";
import { smokeCheck } from "../../scripts/ops/smoke";
import { baseUrl } from "./browser";

describe("the smoke check after a deploy", () => {
  it("passes against the local production build", async () => {
    const results = await smokeCheck(baseUrl());
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(12);
  });

  it("fails when the site answers wrongly", async () => {
    const broken: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      // A deploy whose pricing lost its prices: the same page without the plan block.
      if (new URL(String(input)).pathname.endsWith("/pricing")) {
        const html = (await response.text()).replace(/data-testid="plan-/g, 'data-x="');
        return new Response(html, response);
      }
      return response;
    };
    const failed = (await smokeCheck(baseUrl(), { fetch: broken })).filter((result) => !result.ok);
    expect(failed.map((result) => result.name)).toEqual([
      "pricing /pricing",
      "pricing /de/pricing",
      "pricing /ar/pricing",
      "pricing /ja/pricing",
    ]);
    expect(failed[0]?.detail).toBe("price block shows 0 plans");
  });
});
