import { definePage, defineRoute } from "../define-route";
import { loadPaysuc } from "./paysuc-data";
import { PaysucPage } from "./paysuc-page";

export const route = defineRoute({
  name: "paysuc",
  styles: ["plans", "checkout", "payment", "fields"],
  pattern: "/paysuc",
  layout: "standalone",
  personal: true,
  noindex: true,
  namespaces: ["paysuc", "pricing", "pricing-checkout-id"],
});

export default definePage(route, {
  load: async (_env, _host, request) => ({ paysuc: await loadPaysuc(request) }),
  Page: ({ data }) => <PaysucPage data={data.paysuc} />,
});
