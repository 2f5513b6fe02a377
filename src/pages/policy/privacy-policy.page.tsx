import { definePage, defineRoute } from "../define-route";
import { PolicyDocument } from "./policy-document";

export const route = defineRoute({
  name: "privacy-policy",
  styles: ["marketing", "policy"],
  pattern: "/privacy-policy",
});

export default definePage(route, {
  prerender: true,
  Page: () => <PolicyDocument name="privacy-policy" />,
});
