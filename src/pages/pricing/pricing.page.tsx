import { currencyForCountry } from "../../catalog/currencies";
import { hintCurrencyFor, loadLocalHint } from "../../pricing/local-hint";
import { loadPricingOffer, pricingCurrencyCountry } from "../../pricing/page-offer";
import { definePage, defineRoute } from "../define-route";
import { PricingPage } from "./pricing-page";

export const route = defineRoute({
  name: "pricing",
  styles: ["plans", "payment"],
  pattern: "/pricing",
  namespaces: ["pricing", "app-screens"],
});

export default definePage(route, {
  // One copy per charged currency and per local currency the hint shows.
  htmlCache: (visitor) => ({
    currency: pricingCurrencyCountry(visitor.country),
    hint: hintCurrencyFor(visitor.country, currencyForCountry(visitor.country)) ?? "",
  }),
  load: async (env, _host, request) => {
    const [offer, hint] = await Promise.all([
      loadPricingOffer(env, request),
      loadLocalHint(env, request.country, currencyForCountry(request.country)),
    ]);
    // A fallback offer (USD for lack of local prices) gets no hint computed for another currency.
    return {
      offer,
      hint: offer && hint && offer.currency === currencyForCountry(request.country) ? hint : null,
    };
  },
  // Plans that could not be read, or USD shown for lack of local prices, are not kept.
  storable: (data) => data.offer?.localized === true,
  Page: ({ data }) => <PricingPage offer={data.offer} hint={data.hint} />,
});
