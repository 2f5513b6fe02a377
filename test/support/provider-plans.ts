import { env } from "cloudflare:test";

/**
 * A price no test has bought yet: a new 12-month plan renewing yearly (USD 59.88, GBP 49.88,
 * INR 3,999, EUR 53.88, JPY 9,000 in whole yen) offered on the public site, so its first purchase
 * is the first of its provider plan whatever other tests bought before.
 */
export async function freshPlan(): Promise<number> {
  const planId = 10_000 + Math.floor(Math.random() * 1_000_000_000);
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO plans (id, term_months, renewal_months, trial_days, grant_days) VALUES (?, 12, 12, 0, 365)",
    ).bind(planId),
    env.DB.prepare(
      `INSERT INTO plan_prices (plan_id, currency, amount_cents, list_cents, renewal_cents) VALUES
         (?1, 'USD', 4999, 15588, 5988), (?1, 'GBP', 3999, 13188, 4988), (?1, 'INR', 349900, 1078800, 399900),
         (?1, 'EUR', 4799, 14388, 5388), (?1, 'JPY', 8400, 23760, 9000)`,
    ).bind(planId),
    env.DB.prepare("INSERT INTO plan_channels (channel, plan_id, sort) VALUES ('', ?, 99)").bind(planId),
  ]);
  return planId;
}

/** A new renewal price for `planId` in `currency`: what a price change in the plan data does. */
export const changeRenewalPrice = (planId: number, currency: string, renewalCents: number) =>
  env.DB.prepare("UPDATE plan_prices SET renewal_cents = ? WHERE plan_id = ? AND currency = ?")
    .bind(renewalCents, planId, currency)
    .run();

/** The provider plans recorded for our plan `planId` (price keys start with it). */
export async function recordedPlans(provider: string, planId: number) {
  const { results } = await env.DB.prepare(
    `SELECT price_key, product_ref, plan_ref, environment FROM provider_plans
      WHERE provider = ? AND price_key LIKE ? ORDER BY price_key`,
  )
    .bind(provider, `${planId}-%`)
    .all<{ price_key: string; product_ref: string | null; plan_ref: string | null; environment: string }>();
  return results;
}
