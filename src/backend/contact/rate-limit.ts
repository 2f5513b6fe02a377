import { clientIpKey } from "../../shared/client-ip-key";
import type { Limit } from "../../shared/rate-limit";

/** At most this many accepted messages per sender IP in an hour (counted in D1's rate_limits). */
export const CONTACT_RATE_LIMIT = {
  name: "contact-ip",
  max: 5,
  windowSeconds: 60 * 60,
} as const satisfies Limit;

/**
 * A sender's rate-limit key: a SHA-256 of the shared per-IP key (an IPv6 /64, an IPv4 address), so
 * the table never holds an address in clear (the contact form keeps no IP with a message either).
 */
export async function contactClientKey(ip: string | null): Promise<string> {
  const client = clientIpKey(ip);
  if (client === "unknown") return client;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`contact:${client}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
