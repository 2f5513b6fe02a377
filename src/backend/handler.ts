import type { ApiError } from "../api/codes";
import type { Endpoint, RequestOf, ResponseOf } from "../api/contract/endpoint";
import type { Bindings } from "../env";
import type { Locale } from "../i18n/languages";
import type { Environment } from "../shared/environment";
import type { TwoFactorStatusRow } from "./account/two-factor/store";
import type { UserRow } from "./account/users";

/** What the embedded backend knows of the caller, whatever the transport (gateway or page loader). */
/** A signed-in caller: the account and the hash of the token it presented. */
export interface Session {
  userId: number;
  tokenHash: string;
  /**
   * The account's row and 2FA status as the session check read them, in the same statement: the
   * profile every signed-in page asks for needs no round trip of its own (decision 190).
   */
  account?: { user: UserRow; twoFactor: TwoFactorStatusRow };
}

/** What a presented token turned out to be: a session, or why it is not one. */
export type SessionResolution = { session: Session } | { error: ApiError };

export interface BackendContext {
  env: Bindings;
  nowMs: number;
  /** CF-Connecting-IP, or null when unknown. */
  ip: string | null;
  /** ISO 3166-1 alpha-2 from Cloudflare, or null. */
  country: string | null;
  /** The site's host (recaptcha hostname check). */
  host: string;
  environment: Environment;
  /** The optional X-From header (spec section 7). */
  from: string | null;
  /** The User-Agent header (a session's browser in My account); absent for internal calls. */
  userAgent?: string | null;
  /** The visitor's site language (the LANGUAGE cookie): a notice mail's language. */
  locale?: Locale | null;
  /** Work that may finish after the answer (mail delivery). */
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Tokens already resolved while answering this one site request: a page's several calls (My
   * account makes eight) check its session once. Absent: every call checks it.
   */
  sessionMemo?: Map<string, Promise<SessionResolution>>;
}

export interface HandlerRequest<Input> extends BackendContext {
  input: Input;
  /** The caller's session: always set for `session: "required"` endpoints, else when valid. */
  session: Session | null;
}

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; error: ApiError; retryAfter?: number; data?: unknown };

export const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });
export const fail = (error: ApiError, retryAfter?: number): Outcome<never> =>
  retryAfter === undefined ? { ok: false, error } : { ok: false, error, retryAfter };

export type Handler<E extends Endpoint> = (
  request: HandlerRequest<RequestOf<E>>,
) => Promise<Outcome<ResponseOf<E>>>;

/** A session-required handler can rely on `session` being there. */
export function sessionOf(request: { session: Session | null }): Session {
  if (!request.session) throw new Error("handler: a session-required endpoint ran without a session");
  return request.session;
}
