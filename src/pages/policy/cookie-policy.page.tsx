import { definePage, defineRoute } from "../define-route";
import { ConsentChoice } from "./consent-choice";
import { COOKIE_LIST_SECTION, CookieTable } from "./cookie-table";
import { PolicyDocument } from "./policy-document";

export const route = defineRoute({
  name: "cookie-policy",
  styles: ["marketing", "policy"],
  pattern: "/cookie-policy-2025",
});

export default definePage(route, {
  prerender: true,
  Page: () => (
    <PolicyDocument
      name="cookie-policy"
      slots={{ [COOKIE_LIST_SECTION]: <CookieTable />, "your-choices": <ConsentChoice /> }}
    />
  ),
});
