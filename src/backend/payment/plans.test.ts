import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SANDBOX_ORIGIN } from "../../../test/support/api";
import { PADDLE_SECRETS } from "../../../test/support/paddle";
import { ORIGIN } from "../../../test/support/request";
import { prodRequest, prodRequestWith } from "../../../test/support/stripe";
import { COMMON_PARAMS_PATH, type CommonParams, PLANS_PATH, type Plan } from "../../api/payment";
import { MONEY_BACK_DAYS, X_FROM_CJ, X_FROM_HEADER } from "../../catalog/billing";
import { CURRENCIES } from "../../catalog/currencies";
import { CJE_CLIENT_COOKIE } from "../../catalog/tracking-cookies";
import { quotePlan } from "./plans";

/** A visitor who came through a CJ link: the tracking middleware set `cje-client` from `cjevent`. */
const CJ_VISITOR = { Cookie: `${CJE_CLIENT_COOKIE.name}=cj-event-1` };

async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(ORIGIN + path, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: number; data: T }).data;
}

describe("providers/plans", () => {
  it("lists 1 month, 1 year, 2 years and a trial, with every Plan field of spec section 3", async () => {
    const { plans } = await getJson<{ plans: Plan[] }>(PLANS_PATH);
    expect(plans.map((plan) => [plan.price_unit, plan.trial_days])).toEqual([
      [24, 0],
      [12, 0],
      [1, 0],
      [1, 7],
    ]);
    for (const plan of plans) {
      for (const field of [
        "id",
        "price_amount",
        "price_unit",
        "price_discount_amount",
        "price_deduction_amount",
        "trial_price",
        "money",
        "currency",
        "currencySymbol",
        "discount_percent",
      ]) {
        expect(plan).toHaveProperty(field);
      }
      expect(plan.currency).toBe("USD");
      expect(plan.currencySymbol).toBe(CURRENCIES.USD.symbol);
      // The saving is exactly the list price minus the price, and the percentage matches it.
      expect(plan.price_deduction_amount).toBeCloseTo(plan.price_discount_amount - plan.price_amount, 2);
      expect(plan.discount_percent).toBe(
        Math.round((plan.price_deduction_amount / plan.price_discount_amount) * 100),
      );
      expect(plan.money).toBeCloseTo(plan.price_amount / plan.price_unit, 2);
    }
    expect(plans.filter((plan) => plan.recommended)).toHaveLength(1);
    expect(plans.find((plan) => plan.trial_days > 0)?.trial_price).toBeGreaterThan(0);
  });

  it("gives a visitor with the CJ cookie the CJ channel's own, cheaper long plans", async () => {
    const open = await getJson<{ plans: Plan[] }>(PLANS_PATH);
    const cj = await getJson<{ plans: Plan[] }>(PLANS_PATH, CJ_VISITOR);
    expect(cj.plans.map((p) => p.id)).not.toEqual(open.plans.map((p) => p.id));
    const twoYears = (plans: Plan[]) => plans.find((p) => p.price_unit === 24)?.price_amount ?? 0;
    expect(twoYears(cj.plans)).toBeLessThan(twoYears(open.plans));
  });

  it("never lists the CJ plans without the CJ cookie, even to a claimed X-From: CJ", async () => {
    const open = await getJson<{ plans: Plan[] }>(PLANS_PATH);
    for (const from of [X_FROM_CJ, "cj"]) {
      const claimed = await getJson<{ plans: Plan[] }>(PLANS_PATH, { [X_FROM_HEADER]: from });
      expect(claimed.plans).toEqual(open.plans);
    }
    const cjOnly = (await getJson<{ plans: Plan[] }>(PLANS_PATH, CJ_VISITOR)).plans
      .map((p) => p.id)
      .filter((id) => !open.plans.some((p) => p.id === id));
    expect(cjOnly.length).toBeGreaterThan(0);
  });

  it("an unknown X-From gets the public catalogue", async () => {
    const open = await getJson<{ plans: Plan[] }>(PLANS_PATH);
    const other = await getJson<{ plans: Plan[] }>(PLANS_PATH, { [X_FROM_HEADER]: "nobody" });
    expect(other.plans).toEqual(open.plans);
  });
});

describe("providers/common/params", () => {
  it("names only the providers this deployment can take payments with (decision 143)", async () => {
    // Production without any provider's secrets; then with Stripe's; the sandbox stands in for all.
    expect((await getJson<CommonParams>(COMMON_PARAMS_PATH)).providers).toEqual([]);
    const stripe = await prodRequest(COMMON_PARAMS_PATH);
    expect(((await stripe.json()) as { data: CommonParams }).data.providers).toEqual(["s1"]);
    const sandbox = await SELF.fetch(SANDBOX_ORIGIN + COMMON_PARAMS_PATH, {
      headers: { "CF-IPCountry": "IN" },
    });
    // India pays rupees, which PayPal takes only from Indian accounts (decision 168).
    expect(((await sandbox.json()) as { data: CommonParams }).data.providers).toEqual(["rz", "s1", "ps"]);
  });

  it("defaults only to a provider it names", async () => {
    // No secrets: nothing to pay with, so no default (it said "s1" and the checkout offered it).
    expect((await getJson<CommonParams>(COMMON_PARAMS_PATH)).default_provider).toBeNull();
    const stripe = (await (await prodRequest(COMMON_PARAMS_PATH)).json()) as { data: CommonParams };
    expect(stripe.data.default_provider).toBe("s1");
    // Paddle alone: the default is Paddle, not the unconfigured Stripe.
    const paddleOnly = await prodRequestWith(
      { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, ...PADDLE_SECRETS },
      COMMON_PARAMS_PATH,
    );
    const paddle = ((await paddleOnly.json()) as { data: CommonParams }).data;
    expect(paddle.providers).toEqual(["ps"]);
    expect(paddle.default_provider).toBe("ps");
  });

  it("names the recommended plan and the refund window", async () => {
    const params = await getJson<CommonParams>(COMMON_PARAMS_PATH);
    expect(params.money_back_days).toBe(MONEY_BACK_DAYS);
    expect(params.channel).toBe("");
    const { plans } = await getJson<{ plans: Plan[] }>(PLANS_PATH);
    expect(params.recommended_plan_id).toBe(plans.find((p) => p.recommended)?.id);
  });

  it("with the CJ cookie answers the CJ channel and its recommended plan", async () => {
    const params = await getJson<CommonParams>(COMMON_PARAMS_PATH, CJ_VISITOR);
    const { plans } = await getJson<{ plans: Plan[] }>(PLANS_PATH, CJ_VISITOR);
    expect(params.channel).toBe(X_FROM_CJ);
    expect(params.recommended_plan_id).toBe(plans.find((p) => p.recommended)?.id);
  });
});

describe("server quote", () => {
  it("prices a plan in the buyer's country's currency and charges a trial plan its trial price", async () => {
    for (const [currency, { countries }] of Object.entries(CURRENCIES))
      for (const country of countries)
        expect((await quotePlan(env.DB, 24, country))?.currency).toBe(currency);
    // The euro area shares the euro (decision 178); a country we do not price for pays dollars.
    expect((await quotePlan(env.DB, 24, "NL"))?.currency).toBe("EUR");
    expect((await quotePlan(env.DB, 24, "CH"))?.currency).toBe("USD");
    const trial = await quotePlan(env.DB, 7, "GB");
    expect(trial?.todayCents).toBe(Math.round((trial?.plan.trial_price ?? 0) * 100));
    // Yen have no cents: ¥150 is 150 in the data, not 15000 (migrations/0131_local_currency_prices.sql).
    const yen = await quotePlan(env.DB, 7, "JP");
    expect(yen).toMatchObject({ currency: "JPY", todayCents: 150, plan: { trial_price: 150 } });
    expect(await quotePlan(env.DB, 999, "US")).toBeNull();
  });
});
