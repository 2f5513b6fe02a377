import { getOrCreate } from "../shared/get-or-create";

export interface Visitor {
  ip: string | null;
  /** ISO 3166-1 alpha-2, upper case; null when unknown (Cloudflare's `XX`/`T1` included). */
  country: string | null;
}

/**
 * The visitor as Cloudflare's edge reports them: the CF-IPCountry header first, then
 * `request.cf.country`; the IP from CF-Connecting-IP. On Cloudflare both carry the same country
 * (the edge overwrites any client-sent CF-IPCountry); under `wrangler dev` `cf` is a fixed
 * placeholder, and only the header lets a test be a visitor from elsewhere.
 */
export function visitorOf(request: Request): Visitor {
  return getOrCreate(visitors, request, () => Object.freeze(readVisitor(request)));
}

// Per request: several middlewares ask, and each `request.cf` read copies the object out of the
// runtime again. An incoming request's headers cannot change.
const visitors = new WeakMap<Request, Visitor>();

function readVisitor(request: Request): Visitor {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const fromCf = typeof cf?.country === "string" ? cf.country : null;
  const raw = (request.headers.get("CF-IPCountry") || fromCf || "").toUpperCase();
  const ip = request.headers.get("CF-Connecting-IP")?.trim() || null;
  return {
    ip: ip && /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : null,
    country: /^[A-Z]{2}$/.test(raw) && raw !== "XX" && raw !== "T1" ? raw : null,
  };
}
