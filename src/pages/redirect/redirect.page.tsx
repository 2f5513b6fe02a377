import { definePage, defineRoute } from "../define-route";
import { RedirectPage } from "./redirect-page";

export const route = defineRoute({
  name: "redirect",
  styles: ["redirect"],
  pattern: "/redirect",
  layout: "standalone",
  noindex: true,
});

export default definePage(route, {
  Page: ({ query }) => <RedirectPage target={query.target ?? query.url ?? null} />,
});
