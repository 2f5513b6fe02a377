import type { Limit } from "../rate-limit";

/** At most this many accepted messages per sender IP in an hour (counted in D1's rate_limits). */
export const CONTACT_RATE_LIMIT = {
  name: "contact-ip",
  max: 5,
  windowSeconds: 60 * 60,
} as const satisfies Limit;

/**
 * A sender's rate-limit key: a SHA-256 of the IP, so the table never holds an address in clear
 * (the contact form keeps no IP with a message either). Requests without an IP share one key.
 */
export async function contactClientKey(ip: string | null): Promise<string> {
  if (!ip) return "unknown";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`contact:${ip}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
