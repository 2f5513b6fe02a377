import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMMON_PARAMS_PATH, type CommonParams, PLANS_PATH, PRICES_PATH } from "../../src/api/payment";
import { listPlans } from "../../src/backend/payment/plans";
import { MONEY_BACK_DAYS } from "../../src/catalog/billing";
import { TOKEN_COOKIE } from "../../src/catalog/cookies";
import { loadMessages } from "../../src/i18n/messages";
import { buildPath } from "../../src/routes/route-def";
import { routeByName } from "../../src/routes/table";
import {
  answers500,
  FAKE_API_BASE,
  fakeUpstream,
  hangs,
  requestWithUpstream,
} from "../support/fake-upstream";
import { asHtml } from "../support/html-text";

// A page's upstream calls share one budget (PAGE_UPSTREAM_TIMEOUT_MS in production): a hanging
// MMS API costs a signed-in visitor's checkout (session, plans, prices) one budget, not three.
const signedInFromBritain = {
  headers: { Cookie: `${TOKEN_COOKIE.name}=tok-valid-but-unverifiable`, "CF-IPCountry": "GB" },
};
// Rendered, never from the HTML cache: another file may have cached this checkout (the unverifiable
// token makes the visitor anonymous), and a cached page asks nothing.
const rendered = { HTML_CACHE: "off" };
// The upstream's common params: Stripe takes payments, so the checkout reads plans and prices
// (without a provider it says payments are unavailable and asks nothing more).
const stripeTakesPayments: CommonParams = {
  channel: "",
  providers: ["s1"],
  default_provider: "s1",
  recommended_plan_id: null,
  money_back_days: MONEY_BACK_DAYS,
};
const checkout = routeByName("pricing-checkout-id");
const checkoutPath = buildPath(checkout.pattern, { ...checkout.example });

describe("a page's upstream budget", () => {
  let asked: string[];
  let undo: () => void = () => {};
  beforeEach(() => {
    asked = [];
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    undo();
    vi.restoreAllMocks();
  });

  it("is spent once by a hanging upstream: after the session's call times out, no other call goes out", async () => {
    undo = fakeUpstream((request) => {
      asked.push(new URL(request.url).pathname);
      return hangs(request);
    });
    const response = await requestWithUpstream(FAKE_API_BASE, checkoutPath, signedInFromBritain, rendered);
    expect(response.status).toBe(200);
    const pricing = (await loadMessages("en", ["pricing"])).pricing as Record<string, string>;
    expect(await response.text()).toContain(asHtml(pricing.unavailable as string));
    expect(asked).toHaveLength(1);
    expect(asked).not.toContain(PLANS_PATH);
  });

  it("is not spent by calls that fail fast: plans and prices are still asked after the session's 500", async () => {
    const plans = await listPlans(env.DB, "");
    // A budget a loaded machine cannot spend by slowness alone (30 ms could be): what is tested is
    // that a 500 costs nothing, not how fast the plans are parsed.
    undo = fakeUpstream(async (request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (path === PLANS_PATH) return Response.json({ code: 0, message: "ok", data: { plans } });
      if (path === COMMON_PARAMS_PATH)
        return Response.json({ code: 0, message: "ok", data: stripeTakesPayments });
      return answers500(request);
    }, 1_000);
    const response = await requestWithUpstream(FAKE_API_BASE, checkoutPath, signedInFromBritain, rendered);
    expect(response.status).toBe(200);
    // The page streams: its calls are all made once the whole body has been read.
    const page = await response.text();
    expect(asked).toContain(COMMON_PARAMS_PATH);
    expect(asked).toContain(PLANS_PATH);
    expect(asked).toContain(PRICES_PATH);
    // Plans were read (only their localization failed), so the checkout offers them.
    const pricing = (await loadMessages("en", ["pricing"])).pricing as Record<string, string>;
    expect(page).not.toContain(asHtml(pricing.unavailable as string));
    // Payments are the API's to offer: the site holds no provider secret, the upstream names Stripe.
    expect(page).not.toContain('data-testid="payments-unavailable"');
  });
});
