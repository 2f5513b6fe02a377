import { definePage, defineRoute } from "../define-route";
import { AboutUsPage } from "./aboutus-page";

export const route = defineRoute({
  name: "aboutus",
  styles: ["company"],
  pattern: "/aboutus",
});

export default definePage(route, {
  prerender: true,
  Page: () => <AboutUsPage />,
});
