import ipaddr from "ipaddr.js";

export type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

const parsed = new Map<string, Cidr[]>();

/**
 * The VPN's own networks from the `VPN_IP_RANGES` var (comma-separated CIDRs), parsed once per
 * isolate. A malformed entry is logged and skipped: one typo must not take the page down.
 */
export function vpnRanges(value: string | undefined): Cidr[] {
  const key = value ?? "";
  let ranges = parsed.get(key);
  if (!ranges) {
    ranges = key
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .flatMap((entry) => {
        try {
          return [ipaddr.parseCIDR(entry) as Cidr];
        } catch {
          console.warn(`ip: VPN_IP_RANGES entry is not a CIDR: ${entry}`);
          return [];
        }
      });
    parsed.set(key, ranges);
  }
  return ranges;
}

/**
 * A dotted-quad IPv4 or an IPv6 address. ipaddr.js alone would also take legacy forms such as
 * `1.2.3` (read as 1.2.0.3), which no connection ever reports.
 */
export function isIpAddress(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value) || (value.includes(":") && ipaddr.IPv6.isValid(value));
}

/** Whether an address lies in one of the ranges; IPv4-mapped IPv6 counts as its IPv4 address. */
export function inRanges(address: string, ranges: readonly Cidr[]): boolean {
  if (!isIpAddress(address)) return false;
  const ip = ipaddr.process(address);
  return ranges.some(([network, bits]) => ip.kind() === network.kind() && ip.match(network, bits));
}
