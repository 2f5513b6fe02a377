import { definePage, defineRoute } from "../define-route";
import { ExplainerPage } from "./explainer-page";

export const route = defineRoute({
  name: "vpn-trial",
  styles: ["marketing"],
  pattern: "/vpn-trial",
});

export default definePage(route, {
  prerender: true,
  Page: () => <ExplainerPage actions />,
});
