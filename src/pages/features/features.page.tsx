import { loadPageLinks } from "../../catalog/page-links";
import { definePage, defineRoute } from "../define-route";
import { FeaturesPage } from "./features-page";

export const route = defineRoute({
  name: "features",
  styles: ["marketing"],
  pattern: "/features",
  namespaces: ["features", "app-screens"],
  navbar: "transparent",
});

export default definePage(route, {
  prerender: true,
  load: async () => ({ links: await loadPageLinks("features") }),
  Page: ({ data }) => <FeaturesPage links={data.links} />,
});
