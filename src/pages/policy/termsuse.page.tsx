import { definePage, defineRoute } from "../define-route";
import { PolicyDocument } from "./policy-document";

export const route = defineRoute({
  name: "termsuse",
  styles: ["marketing", "policy"],
  pattern: "/termsuse",
});

export default definePage(route, {
  Page: () => <PolicyDocument name="termsuse" />,
});
