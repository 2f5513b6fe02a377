import { definePage, defineRoute } from "../define-route";
import { loadCheckout } from "./checkout-data";
import { CheckoutPage } from "./checkout-page";

/** A plan id as the pricing page links it. */
const numericId = (value: string) => /^[0-9]{1,12}$/.test(value);

export const route = defineRoute({
  name: "pricing-checkout-id",
  styles: ["plans", "checkout", "payment", "fields"],
  pattern: "/pricing/checkout/:id?",
  params: { id: numericId },
  example: { id: "12" },
  noindex: true,
  // The checkout carries the visitor's affiliate and session state: never a shared cache.
  personal: true,
  namespaces: ["pricing-checkout-id", "pricing"],
  thirdParties: ["recaptcha"],
});

export default definePage(route, {
  load: async (_env, _host, request) => ({ checkout: await loadCheckout(request, request.params.id) }),
  Page: ({ data }) => <CheckoutPage checkout={data.checkout} />,
});
