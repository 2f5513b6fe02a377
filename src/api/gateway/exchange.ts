import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { dispatch } from "../../backend/dispatch";
import type { BackendContext, SessionResolution } from "../../backend/handler";

export type { BackendContext };

import { X_FROM_CJ, X_FROM_HEADER } from "../../catalog/billing";
import { LANGUAGE_COOKIE } from "../../catalog/cookies";
import { CJE_CLIENT_COOKIE, CJE_COOKIE } from "../../catalog/tracking-cookies";
import { visitorOf } from "../../edge/visitor";
import { type AppEnv, type Bindings, parseConfig } from "../../env";
import { isLocale } from "../../i18n/languages";
import { batchedD1 } from "../../shared/batched-d1";
import { getOrCreate } from "../../shared/get-or-create";
import type { ApiAnswer } from "../answer";
import { type Endpoint, RECAPTCHA_FIELD, wirePath } from "../contract/endpoint";
import {
  forwardUpstream,
  PAGE_UPSTREAM_TIMEOUT_MS,
  UPSTREAM_TIMEOUT_MS,
  type UpstreamOptions,
} from "./upstream";

export interface ExchangeCall {
  endpoint: Endpoint;
  input: Record<string, unknown>;
  recasign: string | null;
  token: string | null;
}

/** The browser's calls through the gateway. */
export const DEFAULT_UPSTREAM: UpstreamOptions = {
  fetch: (input, init) => fetch(input, init),
  timeoutMs: UPSTREAM_TIMEOUT_MS,
};

/** Calls made while a page renders: the same network, a shorter budget (a page must answer soon). */
export const PAGE_UPSTREAM: UpstreamOptions = {
  fetch: (input, init) => fetch(input, init),
  timeoutMs: PAGE_UPSTREAM_TIMEOUT_MS,
};

const X_FROM = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The request's channel. The CJ channel (its plans and prices) belongs to visitors who came
 * through CJ, which the `cje` / `cje-client` cookies (set from `cjevent`) record: with them the
 * channel is CJ whatever the header says, without them a claimed CJ header is ignored.
 */
function channelOf(c: Context<AppEnv>): string | null {
  if (getCookie(c, CJE_COOKIE.name) || getCookie(c, CJE_CLIENT_COOKIE.name)) return X_FROM_CJ;
  const claimed = c.req.header(X_FROM_HEADER);
  if (!claimed || !X_FROM.test(claimed) || claimed.toUpperCase() === X_FROM_CJ) return null;
  return claimed;
}

function languageCookieOf(c: Context<AppEnv>) {
  const stored = getCookie(c, LANGUAGE_COOKIE.name);
  return isLocale(stored) ? stored : null;
}

/** What the backend may know of a request: IP, country, host, environment, X-From, agent, language. */
export function backendContextOf(c: Context<AppEnv>): BackendContext {
  const visitor = visitorOf(c.req.raw);
  let waitUntil: BackendContext["waitUntil"];
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (some unit tests): the work still runs, unawaited.
    waitUntil = (promise) => void promise.catch(() => undefined);
  }
  return {
    env: backendEnvOf(c.req.raw, c.env),
    nowMs: Date.now(),
    ip: visitor.ip,
    country: visitor.country,
    host: new URL(c.req.url).host,
    // Without the environment middleware (a bare test app) the safe answer is prod: no sandbox.
    environment: c.get("environment") ?? "prod",
    from: channelOf(c),
    userAgent: c.req.header("User-Agent") ?? null,
    locale: languageCookieOf(c),
    waitUntil,
    sessionMemo: sessionMemoOf(c.req.raw),
  };
}

/**
 * The bindings one site request's calls are answered with: its D1 batched (decision 190), so the
 * statements a page's concurrent calls send together make one round trip. The page's own reads
 * through the contract (its plans, `siteCallContext`) use them too.
 */
const backendEnvs = new WeakMap<Request, Bindings>();
export function backendEnvOf(request: Request, env: Bindings): Bindings {
  return getOrCreate(backendEnvs, request, () => ({ ...env, DB: batchedD1(env.DB) }));
}

/** One memo of resolved sessions per site request, whichever client or route makes its calls. */
const sessionMemos = new WeakMap<Request, Map<string, Promise<SessionResolution>>>();
function sessionMemoOf(request: Request): Map<string, Promise<SessionResolution>> {
  return getOrCreate(sessionMemos, request, () => new Map());
}

/**
 * What the backend may know of a call the site makes for a page rather than for one visitor (the
 * plans a cacheable pricing page shows): the channel only. No IP, country or token travels, and
 * the environment is prod, so nothing sandbox-only answers such a call.
 */
export function siteCallContext(env: Bindings, from: string | null): BackendContext {
  return {
    env,
    nowMs: Date.now(),
    ip: null,
    country: null,
    host: "",
    environment: "prod",
    from,
    waitUntil: (promise) => void promise.catch(() => undefined),
  };
}

/**
 * One call of the contract, wherever the MMS API lives: in-process (API_BASE empty, no network
 * hop) or upstream (with X-App-Type, the bearer token and X-From). Both give the same envelope.
 */
export function exchange(
  call: ExchangeCall,
  ctx: BackendContext,
  upstream: UpstreamOptions = DEFAULT_UPSTREAM,
): Promise<ApiAnswer> {
  const { apiBase } = parseConfig(ctx.env);
  if (apiBase === "") return dispatch(call, ctx);
  const payload = call.recasign === null ? call.input : { ...call.input, [RECAPTCHA_FIELD]: call.recasign };
  return forwardUpstream(
    {
      apiBase,
      method: call.endpoint.method,
      path: wirePath(call.endpoint),
      payload,
      token: call.token,
      from: ctx.from,
      ip: ctx.ip,
    },
    upstream,
  );
}
