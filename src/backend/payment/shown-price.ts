import type { PurchaseBody } from "../../api/payment";
import { toMinor } from "../../catalog/minor-units";
import type { Quote } from "./plans";

/**
 * Whether the price a checkout showed is still the server's price: the currency, today's amount
 * and the renewal amount, compared in whole minor units (cents; yen, decision 155). The buyer is charged only what
 * they saw; a stale page is refused rather than silently charged the new price.
 */
export function shownPriceHolds(shown: PurchaseBody["shown"], quote: Quote): boolean {
  if (!shown) return true;
  const minor = (amount: number) => toMinor(amount, quote.currency);
  return (
    shown.currency === quote.currency &&
    minor(shown.today) === quote.todayCents &&
    minor(shown.renewal) === minor(quote.plan.renewal_amount)
  );
}
