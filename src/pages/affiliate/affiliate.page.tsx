import { definePage, defineRoute } from "../define-route";
import { AffiliatePage } from "./affiliate-page";

export const route = defineRoute({
  name: "affiliate",
  styles: ["company"],
  pattern: "/affiliate",
  navbar: "transparent",
});

export default definePage(route, {
  prerender: true,
  Page: () => <AffiliatePage />,
});
