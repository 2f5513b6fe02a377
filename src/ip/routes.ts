import { Hono } from "hono";
import { NO_STORE } from "../edge/cache-control";
import type { AppEnv } from "../env";
import { ipInfoOf } from "./ip-info";
import { vpnRanges } from "./vpn-ranges";

export const IP_JSON_PATH = "/ip.json";

/**
 * The visitor's address as JSON, for the "check again" button of /what-is-my-ip. Personal by
 * nature: never stored by any cache, never indexed. Language-neutral, so it sits before the
 * locale middleware.
 */
export function ipRoutes() {
  const ip = new Hono<AppEnv>();
  ip.get(IP_JSON_PATH, (c) =>
    c.json(ipInfoOf(c.req.raw, vpnRanges(c.env.VPN_IP_RANGES)), 200, {
      "Cache-Control": NO_STORE,
      "X-Robots-Tag": "noindex",
    }),
  );
  return ip;
}
