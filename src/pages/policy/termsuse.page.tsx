import { definePage, defineRoute } from "../define-route";
import { PolicyDocument } from "./policy-document";

export const route = defineRoute({
  name: "termsuse",
  styles: ["marketing", "policy"],
  pattern: "/termsuse",
});

export default definePage(route, {
  prerender: true,
  Page: () => <PolicyDocument name="termsuse" />,
});
