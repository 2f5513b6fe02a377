import {
  regionFromSlug,
  regionSlug,
  SERVER_REGION_IDS,
  SERVER_REGIONS,
  type ServerRegion,
} from "../../catalog/server-regions";
import type { RouteRedirect } from "../../routes/route-def";
import { definePage, defineRoute } from "../define-route";
import { ServerDetailPage } from "./server-detail-page";

/** `/vpn-server/japan` (the address before every region page gained its `-vpn`) → `japan-vpn`. */
const bareRegionRedirect: RouteRedirect = {
  from: "/vpn-server/:region",
  to: ({ region }) =>
    region !== undefined && Object.hasOwn(SERVER_REGIONS, region)
      ? { region: regionSlug(region as ServerRegion) }
      : null,
};

export const route = defineRoute({
  name: "vpn-server-detail",
  styles: ["catalog"],
  pattern: "/vpn-server/:region",
  params: { region: SERVER_REGION_IDS.map(regionSlug) },
  redirects: [bareRegionRedirect],
});

export default definePage(route, {
  prerender: true,
  vars: ({ region }, t) => {
    const id = regionFromSlug(region ?? "");
    return { country: id ? t(`location.countries.${SERVER_REGIONS[id]}`) : "" };
  },
  Page: ({ params }) => <ServerDetailPage region={regionFromSlug(params.region ?? "") as ServerRegion} />,
});
