import type { RecaptchaVersion } from "../../shared/recaptcha";
import type * as z from "../../shared/zod";

export type { RecaptchaVersion };

/**
 * One call of the MMS API contract (spec section 7). `path` is the contract path under /api/mms;
 * a recaptcha-protected call travels as /ws/mm/reca/r2|r3/... with `recasign` added.
 */
export interface Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  method: "GET" | "POST";
  path: `/api/mms/${string}`;
  /** Which recaptcha the call needs; the gateway and the backend refuse it without a valid one. */
  recaptcha?: RecaptchaVersion;
  /** required: a session token must be sent; optional: read when present; none: never read. */
  session: "required" | "optional" | "none";
  /** The body (POST) or query (GET) without `recasign`; unknown fields are dropped. */
  request: Req;
  /** The answer's `data` on success. */
  response: Res;
}

/** Declares an endpoint with its schema types kept (so handlers and clients are typed by it). */
export const endpoint = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(e: Endpoint<Req, Res>) => e;

export type RequestOf<E extends Endpoint> = z.infer<E["request"]>;
export type ResponseOf<E extends Endpoint> = z.infer<E["response"]>;
/** What a caller passes (before defaults and transforms). */
export type InputOf<E extends Endpoint> = z.input<E["request"]>;

/** `/api/mms/a/b` → `/ws/mm/reca/r2/a/b` (spec section 7's rewrite). */
export const RECAPTCHA_PREFIX: Record<RecaptchaVersion, string> = {
  v2: "/ws/mm/reca/r2/",
  v3: "/ws/mm/reca/r3/",
};
export const API_PREFIX = "/api/mms/";

export function wirePath(e: Pick<Endpoint, "path" | "recaptcha">): string {
  return e.recaptcha ? RECAPTCHA_PREFIX[e.recaptcha] + e.path.slice(API_PREFIX.length) : e.path;
}

/** The contract path and recaptcha version of a path as it arrives; null when it is neither form. */
export function contractPathOf(pathname: string): { path: string; recaptcha?: RecaptchaVersion } | null {
  if (pathname.startsWith(API_PREFIX)) return { path: pathname };
  for (const version of ["v2", "v3"] as const) {
    const prefix = RECAPTCHA_PREFIX[version];
    if (pathname.startsWith(prefix))
      return { path: API_PREFIX + pathname.slice(prefix.length), recaptcha: version };
  }
  return null;
}

/** The body or query field that carries the recaptcha token. */
export const RECAPTCHA_FIELD = "recasign";

/** The recaptcha v3 action of a call: its path's last segment (e.g. `anonymous_signup`). */
export function recaptchaAction(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
