import { loadPricingOffer, pricingCurrencyCountry } from "../../pricing/page-offer";
import { definePage, defineRoute } from "../define-route";
import { PricingPage } from "./pricing-page";

export const route = defineRoute({
  name: "pricing",
  styles: ["plans", "payment"],
  pattern: "/pricing",
});

export default definePage(route, {
  htmlCache: (visitor) => ({ currency: pricingCurrencyCountry(visitor.country) }),
  // Plans that could not be read, or USD shown for lack of local prices, are not kept.
  load: async (env, _host, request) => ({ offer: await loadPricingOffer(env, request) }),
  storable: (data) => data.offer?.localized === true,
  Page: ({ data }) => <PricingPage offer={data.offer} />,
});
