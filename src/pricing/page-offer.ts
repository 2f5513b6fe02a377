import { currencyForCountry, quoteCountryOf } from "../catalog/currencies";
import type { Bindings } from "../env";
import type { RequestContext } from "../pages/request-context";
import { loadOffer, type Offer } from "./offer";

/** The country whose prices a visitor sees: one per currency (the pricing page's cache variant). */
export const pricingCurrencyCountry = (country: string | null): string =>
  quoteCountryOf(currencyForCountry(country));

/**
 * The offer a pricing page shows. It is read for the visitor's currency country, not their own
 * country, so every visitor paying in one currency gets the same HTML (cacheable per currency);
 * null when the plans themselves cannot be read (the page says so instead of failing).
 */
export async function loadPricingOffer(
  env: Bindings,
  request: Pick<RequestContext, "country" | "waitUntil" | "upstream">,
  channel = "",
): Promise<Offer | null> {
  const currencyCountry = pricingCurrencyCountry(request.country);
  try {
    return await loadOffer(
      env,
      currencyCountry,
      { waitUntil: request.waitUntil, upstream: request.upstream },
      channel,
    );
  } catch (error) {
    console.warn("pricing: plans unavailable", error);
    return null;
  }
}
