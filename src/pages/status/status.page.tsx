import { definePage, defineRoute } from "../define-route";
import { StatusPage } from "./status-page";

export const route = defineRoute({
  name: "status",
  styles: ["catalog", "status"],
  pattern: "/status",
});

export default definePage(route, {
  prerender: true,
  Page: () => <StatusPage />,
});
