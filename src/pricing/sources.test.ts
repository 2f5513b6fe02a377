import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answers500, FAKE_API_BASE, fakeUpstream } from "../../test/support/fake-upstream";
import { PLANS_PATH, PRICES_PATH, UnknownProductError } from "../api/payment";
import { listPlans } from "../backend/payment/plans";
import { X_FROM_CJ, X_FROM_HEADER } from "../catalog/billing";
import type { Bindings } from "../env";
import { loadPlans, priceLookup } from "./sources";

const upstreamEnv = { ...env, API_BASE: FAKE_API_BASE } as Bindings;
let undo: () => void = () => {};
afterEach(() => {
  undo();
  vi.restoreAllMocks();
});

describe("plans and prices through the MMS API's transports", () => {
  it("embedded: the catalogue's plans, and prices in the country's currency", async () => {
    const plans = await loadPlans(env);
    expect(plans).toEqual(await listPlans(env.DB, ""));
    const ids = plans.map((plan) => plan.id);
    const prices = await priceLookup(env)(ids, "GB");
    expect(prices.products.map((product) => product.currency)).toEqual(ids.map(() => "GBP"));
    await expect(priceLookup(env)([999_999], "GB")).rejects.toBeInstanceOf(UnknownProductError);
  });

  it("upstream: the channel travels as X-From (the public catalogue sends none)", async () => {
    const plans = await listPlans(env.DB, "");
    const channels: (string | null)[] = [];
    undo = fakeUpstream(async (request) => {
      channels.push(request.headers.get(X_FROM_HEADER));
      return Response.json({ code: 0, message: "ok", data: { plans } });
    }, 2_000);
    expect(await loadPlans(upstreamEnv, X_FROM_CJ)).toEqual(plans);
    expect(await loadPlans(upstreamEnv)).toEqual(plans);
    expect(channels).toEqual([X_FROM_CJ, null]);
  });

  it("upstream: a plan without a field a price card shows is a failure, not a card", async () => {
    const [plan] = await listPlans(env.DB, "");
    const { renewal_amount: _dropped, ...incomplete } = plan as NonNullable<typeof plan>;
    undo = fakeUpstream(async (request) => {
      expect(new URL(request.url).pathname).toBe(PLANS_PATH);
      return Response.json({ code: 0, message: "ok", data: { plans: [incomplete] } });
    }, 2_000);
    await expect(loadPlans(upstreamEnv)).rejects.toThrow(PLANS_PATH);
  });

  it("upstream: a failing price lookup throws with the address and the status", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    undo = fakeUpstream(answers500, 2_000);
    await expect(priceLookup(upstreamEnv)([1], "GB")).rejects.toThrow(`${PRICES_PATH}?product_ids=1`);
  });
});
