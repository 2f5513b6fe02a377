/**
 * How a plan's terms read, for the pricing page, the checkout and the thank-you page alike (pure;
 * runs in the browser too). Texts are keyed by term length: the catalogue sells 1, 12 and 24
 * months and renews monthly or yearly, and a fixed phrase per term reads naturally in every
 * language where a counted noun would not.
 */
export interface PlanTerms {
  id: number;
  price_unit: number;
  renewal_months: number;
  trial_days: number;
}

const TERMS = [1, 12, 24] as const;

/** The message key suffix for a term length (nearest known one for an unexpected length). */
export function termKey(months: number): string {
  const known = TERMS.find((term) => term === months);
  return String(known ?? (months >= 24 ? 24 : months >= 12 ? 12 : 1));
}

/** Renewals are monthly or yearly (the trial offer's sentence, which already counts its days). */
export function renewalKey(months: number): string {
  return months >= 12 ? "12" : "1";
}

/**
 * How a renewal period is counted in words: whole years as years ("every year", "every 2
 * years"), anything else as months. The renewal messages are `renews.years_*` and
 * `renews.months_*`, counted (decision 095), so the words follow `plans.renewal_months`, the
 * period the renewal job adds, whatever the first term was.
 */
export function renewalPeriod(months: number): { key: "years" | "months"; count: number } {
  return months % 12 === 0 ? { key: "years", count: months / 12 } : { key: "months", count: months };
}

/** When the first renewal charge happens, for a purchase at `from` (UTC calendar arithmetic). */
export function firstRenewal(plan: PlanTerms, from: number): Date {
  const date = new Date(from);
  if (plan.trial_days > 0) date.setUTCDate(date.getUTCDate() + plan.trial_days);
  else date.setUTCMonth(date.getUTCMonth() + plan.price_unit);
  return date;
}
