import { loadPricingOffer, pricingCurrencyCountry } from "../../pricing/page-offer";
import { definePage, defineRoute } from "../define-route";
import { PlanRenewals } from "./plan-renewals";
import { PolicyDocument } from "./policy-document";

export const route = defineRoute({
  name: "terms-of-service",
  styles: ["marketing", "policy"],
  pattern: "/terms-of-service",
  // Plan names and the renewal sentence come from the pricing texts (one wording everywhere).
  namespaces: ["terms-of-service", "pricing", "pricing-checkout-id"],
});

export default definePage(route, {
  // The renewal list shows the visitor's currency, as the pricing page does.
  htmlCache: (visitor) => ({ currency: pricingCurrencyCountry(visitor.country) }),
  load: async (env, _host, request) => ({ offer: await loadPricingOffer(env, request) }),
  storable: (data) => data.offer?.localized === true,
  Page: ({ data }) => (
    <PolicyDocument name="terms-of-service" slots={{ subscriptions: <PlanRenewals offer={data.offer} /> }} />
  ),
});
