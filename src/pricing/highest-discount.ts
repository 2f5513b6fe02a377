import { MIN_HIGHEST_DISCOUNT_PERCENT } from "../catalog/billing";

/** Spec section 9: the highest discount of the plans, but never a figure below 59 percent. */
export function highestDiscount(plans: readonly { discount_percent: number }[]): number {
  return Math.max(MIN_HIGHEST_DISCOUNT_PERCENT, ...plans.map((plan) => plan.discount_percent));
}
