import { ipInfoOf } from "../../ip/ip-info";
import { vpnRanges } from "../../ip/vpn-ranges";
import { definePage, defineRoute } from "../define-route";
import { WhatIsMyIpPage } from "./what-is-my-ip-page";

export const route = defineRoute({
  name: "what-is-my-ip",
  styles: ["tools"],
  pattern: "/what-is-my-ip",
  personal: true,
});

export default definePage(route, {
  load: async (env, _host, r) => ({ info: ipInfoOf(r.request, vpnRanges(env.VPN_IP_RANGES)) }),
  Page: ({ data }) => <WhatIsMyIpPage info={data.info} />,
});
