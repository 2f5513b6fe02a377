import { definePage, defineRoute } from "../define-route";
import { PayStatusPage } from "./paystatus-page";

export const route = defineRoute({
  name: "paystatus",
  styles: ["plans", "checkout", "payment", "fields"],
  pattern: "/paystatus",
  layout: "standalone",
  personal: true,
  noindex: true,
});

export default definePage(route, {
  Page: ({ query }) => <PayStatusPage query={query} />,
});
