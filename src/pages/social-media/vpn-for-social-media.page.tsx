import { definePage, defineRoute } from "../define-route";
import { SocialListPage } from "./social-list-page";

export const route = defineRoute({
  name: "vpn-for-social-media",
  styles: ["catalog"],
  pattern: "/vpn-for-social-media",
  redirects: [{ from: "/social-media-vpn", to: () => ({}) }],
});

export default definePage(route, {
  prerender: true,
  Page: () => <SocialListPage />,
});
