import { GRACE_DAYS, REMINDER_DAYS } from "../../catalog/billing";
import { DAY_MS } from "./clock";

/**
 * The subscription state machine (decision 090 draws it). Each transition is one conditional
 * UPDATE … WHERE status = … in D1, so two racing changes (a renewal and a switch, a refund and a
 * renewal) cannot both apply.
 */
export type SubscriptionStatus = "active" | "renewal_off" | "past_due" | "expired" | "refunded";

/** After a declined renewal the buyer keeps VIP this long to fix the payment, then it expires. */
export const GRACE_MS = GRACE_DAYS * DAY_MS;

/** The renewal reminder goes out this long before the charge. */
export const REMINDER_MS = REMINDER_DAYS * DAY_MS;

/** The end of a renewal period: calendar months after its start (UTC), as the plan data says. */
export function periodEndAfter(startMs: number, months: number): number {
  const date = new Date(startMs);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
