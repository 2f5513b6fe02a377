import { SELF } from "cloudflare:test";
import { subscriptionRetry } from "../../src/api/contract/payment";
import { callApi, SANDBOX_ORIGIN } from "./api";
import { advanceClock, buyAndPay, mySubscription } from "./billing";

/** Past-due recovery tests: a subscription whose renewal was declined, the fix page and the retry call. */

/** A monthly subscription whose first renewal (day 31) was declined; returns its id. */
export async function pastDueSubscription(token: string): Promise<string> {
  const id = await buyAndPay(token, { planId: 1, declineRenewals: true });
  await advanceClock(31);
  const due = await mySubscription(token, id);
  if (due.status !== "past_due") throw new Error(`expected past_due, got ${due.status}`);
  return id;
}

export function retryPayment(token: string, subscriptionId: unknown, origin?: string) {
  return callApi(subscriptionRetry, { token, body: { subscription_id: subscriptionId }, origin });
}

/** Picks a test card on the sandbox's payment-method page and pays, as the tester's browser would. */
export function payOnFixPage(fixUrl: string, card: string, origin = SANDBOX_ORIGIN) {
  const url = new URL(fixUrl, origin);
  return SELF.fetch(url, {
    method: "POST",
    body: new URLSearchParams({ card }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url.origin },
  });
}
