/**
 * One provider plan per price, not per order (decision 162): PayPal and Razorpay bill only plans,
 * and a plan per sale left thousands in the merchant's dashboard. The price a plan encodes (our
 * plan id, currency, renewal amount and months) in one provider account maps to the provider's
 * product and plan in `provider_plans`. The first purchase of a price claims the row with one
 * conditional INSERT and creates the provider objects; every later purchase reuses them, and a
 * purchase racing the first waits for them. A new price is a new key, so a live plan is never
 * edited.
 */

export interface ProviderAccount {
  provider: string;
  environment: "sandbox" | "live";
  /** The account's public id (PayPal client id, Razorpay key id). */
  account: string;
}

export interface PlanPrice {
  planId: number;
  currency: string;
  renewalCents: number;
  renewalMonths: number;
}

export interface ProviderPlan {
  productRef: string | null;
  planRef: string;
}

/** A claim older than this is a purchase that died mid-create (Worker evicted): taken over. */
export const STALE_PLAN_CLAIM_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_STEPS = 50;

/** Exactly what a provider plan encodes: `12-USD-5988-12`. Also the idempotency key's tail. */
export const priceKeyOf = (price: PlanPrice) =>
  `${price.planId}-${price.currency}-${price.renewalCents}-${price.renewalMonths}`;

const KEY = "provider = ?1 AND environment = ?2 AND account = ?3 AND price_key = ?4";

async function recorded(db: D1Database, at: ProviderAccount, key: string): Promise<ProviderPlan | null> {
  const row = await db
    .prepare(`SELECT product_ref, plan_ref FROM provider_plans WHERE ${KEY}`)
    .bind(at.provider, at.environment, at.account, key)
    .first<{ product_ref: string | null; plan_ref: string | null }>();
  return row?.plan_ref ? { productRef: row.product_ref, planRef: row.plan_ref } : null;
}

/** One statement: a new row, or a stale claim taken over; null when another purchase holds it or it is done. */
async function claim(db: D1Database, at: ProviderAccount, key: string, now: number): Promise<string | null> {
  const token = crypto.randomUUID();
  const row = await db
    .prepare(
      `INSERT INTO provider_plans (provider, environment, account, price_key, claim, claimed_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (provider, environment, account, price_key) DO UPDATE
          SET claim = excluded.claim, claimed_at = excluded.claimed_at
        WHERE provider_plans.plan_ref IS NULL AND provider_plans.claimed_at <= ?7
       RETURNING claim`,
    )
    .bind(at.provider, at.environment, at.account, key, token, now, now - STALE_PLAN_CLAIM_MS)
    .first<{ claim: string }>();
  return row?.claim === token ? token : null;
}

async function awaitRecorded(db: D1Database, at: ProviderAccount, key: string) {
  for (let step = 0; step < WAIT_STEPS; step++) {
    const plan = await recorded(db, at, key);
    if (plan) return plan;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return null;
}

/**
 * The provider plan for `price`: the recorded one, else `create`d once by the claimant. Another
 * purchase of the same new price waits for it, or gets `stillRunning()` (a provider error: retry
 * later). A failed `create` leaves no row, so the next purchase tries again.
 */
export async function providerPlanOnce(
  db: D1Database,
  at: ProviderAccount,
  price: PlanPrice,
  create: (priceKey: string) => Promise<ProviderPlan>,
  stillRunning: () => Error,
): Promise<ProviderPlan> {
  const key = priceKeyOf(price);
  const known = await recorded(db, at, key);
  if (known) return known;
  const token = await claim(db, at, key, Date.now());
  if (!token) {
    const plan = await awaitRecorded(db, at, key);
    if (!plan) throw stillRunning();
    return plan;
  }
  let plan: ProviderPlan;
  try {
    plan = await create(key);
  } catch (error) {
    await db
      .prepare(`DELETE FROM provider_plans WHERE ${KEY} AND claim = ?5 AND plan_ref IS NULL`)
      .bind(at.provider, at.environment, at.account, key, token)
      .run();
    throw error;
  }
  await db
    .prepare(
      `UPDATE provider_plans SET product_ref = ?6, plan_ref = ?7, claim = NULL
        WHERE ${KEY} AND claim = ?5 AND plan_ref IS NULL`,
    )
    .bind(at.provider, at.environment, at.account, key, token, plan.productRef, plan.planRef)
    .run();
  // A purchase that took over a claim it thought stale may have recorded first: its plan wins.
  return (await recorded(db, at, key)) ?? plan;
}
