import type { PurchaseBody } from "../../api/payment";
import type { Quote } from "./plans";

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Whether the price a checkout showed is still the server's price: the currency, today's amount
 * and the renewal amount, compared in whole cents (decision 155). The buyer is charged only what
 * they saw; a stale page is refused rather than silently charged the new price.
 */
export function shownPriceHolds(shown: PurchaseBody["shown"], quote: Quote): boolean {
  if (!shown) return true;
  return (
    shown.currency === quote.currency &&
    cents(shown.today) === quote.todayCents &&
    cents(shown.renewal) === cents(quote.plan.renewal_amount)
  );
}
