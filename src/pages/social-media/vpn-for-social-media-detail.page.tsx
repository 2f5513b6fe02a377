import { loadPageLinks } from "../../catalog/page-links";
import { SOCIAL_PLATFORM_IDS, SOCIAL_PLATFORMS } from "../../catalog/social-platforms";
import { definePage, defineRoute } from "../define-route";
import { NOT_FOUND } from "../page-entry";
import { SocialDetailPage } from "./social-detail-page";

export const route = defineRoute({
  name: "vpn-for-social-media-detail",
  styles: ["catalog"],
  pattern: "/vpn-for-social-media/:id",
  params: { id: SOCIAL_PLATFORM_IDS },
  // X was Twitter until 2023; both names are searched for and linked.
  redirects: [{ from: "/vpn-for-social-media/:id", to: ({ id }) => (id === "x" ? { id: "twitter" } : null) }],
});

export default definePage(route, {
  prerender: true,
  load: async (_env, _host, _request, params) => {
    const platform = SOCIAL_PLATFORM_IDS.find((id) => id === params.id);
    return platform ? { platform, links: await loadPageLinks("vpn-for-social-media") } : NOT_FOUND;
  },
  vars: (_params, _t, { platform }) => ({ platform: SOCIAL_PLATFORMS[platform] }),
  Page: ({ data: { platform, links } }) => <SocialDetailPage platform={platform} link={links[platform]} />,
});
