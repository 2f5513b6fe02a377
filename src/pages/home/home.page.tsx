import { loadPageLinks } from "../../catalog/page-links";
import { activePromotion } from "../../promotions/promotion-config";
import { definePage, defineRoute } from "../define-route";
import { HomePage } from "./home-page";

export const route = defineRoute({
  name: "home",
  styles: ["marketing", "popup"],
  pattern: "/",
  navbar: "transparent",
  namespaces: ["home", "popups", "app-screens"],
});

export default definePage(route, {
  load: async (env, _host, request) => {
    const [promotion, links] = await Promise.all([
      activePromotion(env, request.environment),
      loadPageLinks("home"),
    ]);
    return { promotion, links };
  },
  Page: ({ data }) => <HomePage promotion={data.promotion} links={data.links} now={Date.now()} />,
});
