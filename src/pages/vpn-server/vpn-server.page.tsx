import { definePage, defineRoute } from "../define-route";
import { ServerListPage } from "./server-list-page";

export const route = defineRoute({
  name: "vpn-server",
  styles: ["catalog"],
  pattern: "/vpn-server",
  aliases: ["/server-locations"],
});

export default definePage(route, {
  prerender: true,
  Page: () => <ServerListPage />,
});
