import { definePage, defineRoute } from "../define-route";
import { ExplainerPage } from "./explainer-page";

export const route = defineRoute({
  name: "what-is-vpn",
  styles: ["marketing"],
  pattern: "/what-is-vpn",
  aliases: ["/what-is-a-vpn"],
});

export default definePage(route, {
  prerender: true,
  Page: () => <ExplainerPage />,
});
