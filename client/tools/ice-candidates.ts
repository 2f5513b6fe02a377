/**
 * ICE candidates, as a browser's RTCPeerConnection reports them, read for the WebRTC leak test.
 * Pure and dependency-free: it runs in the leak test's small browser script (a full IP library
 * would be ten times its size) and in workerd tests.
 */
export type CandidateType = "host" | "srflx" | "prflx" | "relay";
/** public: routable; local: private, loopback, link-local or CGNAT; hidden: an mDNS `.local` name. */
export type AddressScope = "public" | "local" | "hidden";

export interface IceCandidate {
  address: string;
  port: number;
  protocol: "udp" | "tcp";
  type: CandidateType;
  version: 4 | 6 | null;
  scope: AddressScope;
}

const TYPES: readonly string[] = ["host", "srflx", "prflx", "relay"];

function ipv4Octets(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function ipv4IsLocal([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

function ipv6IsLocal(address: string): boolean {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped) return ipv4IsLocal(ipv4Octets(mapped) ?? []);
  return lower === "::1" || lower === "::" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** The IP version and scope of an address as it appears in a candidate. */
export function classifyAddress(address: string): { version: 4 | 6 | null; scope: AddressScope } | null {
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.local$/i.test(address)) return { version: null, scope: "hidden" };
  const octets = ipv4Octets(address);
  if (octets) return { version: 4, scope: ipv4IsLocal(octets) ? "local" : "public" };
  if (/^[0-9a-f:.]+$/i.test(address) && address.includes(":")) {
    return { version: 6, scope: ipv6IsLocal(address) ? "local" : "public" };
  }
  return null;
}

/**
 * One `candidate:` line (RFC 8839 grammar, with or without the `a=` prefix); null for anything
 * else, including the empty end-of-candidates marker.
 */
export function parseCandidate(line: string): IceCandidate | null {
  const fields = line.trim().replace(/^a=/, "").split(/\s+/);
  const [head, , transport, , address, port, typ, type] = fields;
  if (!head?.startsWith("candidate:") || typ !== "typ" || !address || !type || !TYPES.includes(type)) {
    return null;
  }
  const protocol = transport?.toLowerCase();
  const portNumber = Number(port);
  const kind = classifyAddress(address);
  if ((protocol !== "udp" && protocol !== "tcp") || !Number.isInteger(portNumber) || !kind) return null;
  return { address, port: portNumber, protocol, type: type as CandidateType, ...kind };
}

export interface LeakReport {
  /** Public addresses WebRTC exposes (from any candidate but a relay, which is the TURN server). */
  publicAddresses: string[];
  /** Those that differ from the address websites see: the leak. */
  leaked: string[];
  localAddresses: string[];
  /** The browser replaced its local address with an mDNS name, as it should. */
  localHidden: boolean;
  leaks: boolean;
}

const normalize = (address: string) => address.toLowerCase();
const unique = (values: string[]) => [...new Set(values)];

/**
 * Compares what WebRTC exposes with the address the site's edge saw (`seenIp`). Any public
 * address other than that one is a leak: a real address behind the VPN, or an IPv6 address
 * while the VPN carries only IPv4.
 */
export function leakReport(candidates: readonly IceCandidate[], seenIp: string | null): LeakReport {
  const seen = seenIp ? normalize(seenIp) : null;
  const publicAddresses = unique(
    candidates.filter((c) => c.scope === "public" && c.type !== "relay").map((c) => normalize(c.address)),
  );
  const leaked = publicAddresses.filter((address) => address !== seen);
  return {
    publicAddresses,
    leaked,
    localAddresses: unique(candidates.filter((c) => c.scope === "local").map((c) => normalize(c.address))),
    localHidden: candidates.some((c) => c.scope === "hidden"),
    leaks: leaked.length > 0,
  };
}
