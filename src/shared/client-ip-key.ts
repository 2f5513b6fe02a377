import ipaddr from "ipaddr.js";

/**
 * The key every per-IP limit counts under. An IPv6 customer usually holds a whole /64 and can pick
 * any of its 2^64 addresses, so IPv6 counts by its /64; IPv4 (also IPv4-mapped IPv6) by the
 * address. A missing or unparsable address shares one key, so it gains nothing either.
 */
export function clientIpKey(ip: string | null): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}
