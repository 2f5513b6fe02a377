import ipaddr from "ipaddr.js";
import { visitorOf } from "../edge/visitor";
import { type Cidr, inRanges, isIpAddress } from "./vpn-ranges";

/** What the edge knows about the connection a request came over. */
export interface IpInfo {
  ip: string | null;
  version: 4 | 6 | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  region: string | null;
  city: string | null;
  /** The autonomous system: its number and the organisation that runs it. */
  asn: number | null;
  organization: string | null;
  /** The address belongs to one of the VPN's own networks. */
  protected: boolean;
}

type CfProperties = { region?: unknown; city?: unknown; asn?: unknown; asOrganization?: unknown };

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The visitor's address as Cloudflare's edge sees it (CF-Connecting-IP), with the location and
 * network `request.cf` adds. Only a syntactically valid IPv4 or IPv6 address is reported, in its
 * canonical form; IPv4-mapped IPv6 is shown as the IPv4 address it is.
 */
export function ipInfoOf(request: Request, ranges: readonly Cidr[]): IpInfo {
  const visitor = visitorOf(request);
  const cf = ((request as Request & { cf?: CfProperties }).cf ?? {}) as CfProperties;
  const ip = visitor.ip && isIpAddress(visitor.ip) ? ipaddr.process(visitor.ip) : null;
  const asn = typeof cf.asn === "number" && Number.isInteger(cf.asn) && cf.asn > 0 ? cf.asn : null;
  return {
    ip: ip ? ip.toString() : null,
    version: ip ? (ip.kind() === "ipv4" ? 4 : 6) : null,
    country: visitor.country,
    region: text(cf.region),
    city: text(cf.city),
    asn,
    organization: text(cf.asOrganization),
    protected: ip ? inRanges(ip.toString(), ranges) : false,
  };
}
