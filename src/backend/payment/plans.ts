import type { Plan } from "../../api/payment";
import { CURRENCIES, type Currency, currencyForCountry, DEFAULT_CURRENCY } from "../../catalog/currencies";
import { fromMinor } from "../../catalog/minor-units";

/** The embedded backend's plan catalogue (D1 tables of migrations/0020_plans.sql). */

interface PlanRow {
  id: number;
  term_months: number;
  renewal_months: number;
  trial_days: number;
  grant_days: number;
  currency: Currency;
  amount_cents: number;
  list_cents: number;
  renewal_cents: number;
  trial_cents: number | null;
  recommended: number;
}

const PLAN_COLUMNS = `p.id, p.term_months, p.renewal_months, p.trial_days, p.grant_days,
  pp.currency, pp.amount_cents, pp.list_cents, pp.renewal_cents, pp.trial_cents`;

export function planFromRow(row: PlanRow): Plan {
  const toMoney = (minor: number) => fromMinor(minor, row.currency);
  return {
    id: row.id,
    price_amount: toMoney(row.amount_cents),
    price_unit: row.term_months,
    price_discount_amount: toMoney(row.list_cents),
    price_deduction_amount: toMoney(row.list_cents - row.amount_cents),
    trial_price: row.trial_cents === null ? null : toMoney(row.trial_cents),
    // Per month, rounded to what the currency can express (cents; whole yen).
    money: toMoney(Math.round(row.amount_cents / row.term_months)),
    currency: row.currency,
    currencySymbol: CURRENCIES[row.currency].symbol,
    discount_percent: Math.round(((row.list_cents - row.amount_cents) / row.list_cents) * 100),
    trial_days: row.trial_days,
    renewal_amount: toMoney(row.renewal_cents),
    renewal_months: row.renewal_months,
    recommended: row.recommended === 1,
  };
}

/**
 * The plans a channel offers (X-From; an unknown or empty channel gets the public catalogue), in
 * display order, priced in one currency.
 */
export async function listPlans(
  db: D1Database,
  channel: string,
  currency: Currency = DEFAULT_CURRENCY,
): Promise<Plan[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PLAN_COLUMNS}, pc.recommended
         FROM plan_channels pc
         JOIN plans p ON p.id = pc.plan_id AND p.active = 1
         JOIN plan_prices pp ON pp.plan_id = p.id AND pp.currency = ?2
        WHERE pc.channel = CASE WHEN EXISTS (SELECT 1 FROM plan_channels WHERE channel = ?1) THEN ?1 ELSE '' END
        ORDER BY pc.sort`,
    )
    .bind(channel, currency)
    .all<PlanRow>();
  return results.map(planFromRow);
}

/** Whether a channel offers a plan: the public catalogue's plans, or the channel's own. */
export async function isPlanOffered(db: D1Database, planId: number, channel: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS offered FROM plan_channels WHERE plan_id = ?1 AND channel IN ('', ?2) LIMIT 1")
    .bind(planId, channel)
    .first<{ offered: number }>();
  return row !== null;
}

export interface Quote {
  plan: Plan;
  grantDays: number;
  /** What the buyer pays today: the trial price for a trial plan, else the first term. */
  todayCents: number;
  currency: Currency;
  quotedAt: number;
}

/** The server's own price for a plan and a buyer's country: the only price ever charged. */
export async function quotePlan(
  db: D1Database,
  planId: number,
  country: string | null,
  now = Date.now(),
): Promise<Quote | null> {
  const currency = currencyForCountry(country);
  const row = await db
    .prepare(
      `SELECT ${PLAN_COLUMNS}, 0 AS recommended
         FROM plans p JOIN plan_prices pp ON pp.plan_id = p.id AND pp.currency = ?2
        WHERE p.id = ?1 AND p.active = 1`,
    )
    .bind(planId, currency)
    .first<PlanRow>();
  if (!row) return null;
  return {
    plan: planFromRow(row),
    grantDays: row.grant_days,
    todayCents: row.trial_cents ?? row.amount_cents,
    currency,
    quotedAt: now,
  };
}

/**
 * The API's `plan_name` (an English product name, as the MMS API gives it); pages that show a plan
 * in the visitor's language use `plan_id` and the pricing texts instead.
 */
export function planName(termMonths: number, trialDays: number): string {
  if (trialDays > 0) return `VPN Master VIP, ${trialDays}-day trial`;
  const years = termMonths / 12;
  const term = Number.isInteger(years)
    ? `${years} year${years === 1 ? "" : "s"}`
    : `${termMonths} month${termMonths === 1 ? "" : "s"}`;
  return `VPN Master VIP, ${term}`;
}

/** What a plan's subscription charges after its first term, in one currency (the one source). */
export interface RenewalTerms {
  /** The first term's months and trial days: what the plan is called. */
  termMonths: number;
  trialDays: number;
  /** Days the first payment covers (the term, or the trial). */
  grantDays: number;
  renewalMonths: number;
  renewalCents: number;
}

export function renewalTermsOf(
  db: D1Database,
  planId: number,
  currency: string,
): Promise<RenewalTerms | null> {
  return db
    .prepare(
      `SELECT p.term_months AS termMonths, p.trial_days AS trialDays, p.grant_days AS grantDays,
              p.renewal_months AS renewalMonths, pp.renewal_cents AS renewalCents
         FROM plans p JOIN plan_prices pp ON pp.plan_id = p.id AND pp.currency = ?2
        WHERE p.id = ?1`,
    )
    .bind(planId, currency)
    .first<RenewalTerms>();
}

/**
 * The terms of an order's price. Orders are only made for prices that have them, so a missing row
 * is a broken catalogue: thrown, naming the provider whose checkout it stopped.
 */
export async function orderTermsOf(
  db: D1Database,
  order: { plan_id: number; currency: string },
  provider: string,
): Promise<RenewalTerms> {
  const terms = await renewalTermsOf(db, order.plan_id, order.currency);
  if (!terms) throw new Error(`${provider}: no renewal terms for plan ${order.plan_id} in ${order.currency}`);
  return terms;
}
