import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiClientOf } from "../api/client";
import { backendEnvOf } from "../api/gateway/exchange";
import { pageUpstreamOf } from "../api/gateway/page-upstream";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { NO_STORE } from "../edge/cache-control";
import {
  CACHE_STATUS_HEADER,
  edgeCache,
  pageQuery,
  readCachedPage,
  storeRenderedPage,
} from "../edge/html-cache";
import {
  PRERENDERED_CONTENT_TYPE,
  prerenderedPath,
  readPrerenderedPage,
  varsDigest,
} from "../edge/prerendered";
import { visitorOf } from "../edge/visitor";
import type { AppEnv } from "../env";
import { createTranslator, loadMessages, type Messages } from "../i18n/messages";
import { ASSETS, BUILD_ID } from "../pages/assets";
import { Document } from "../pages/layouts/document";
import { PageContextProvider, type PageContextValue } from "../pages/page-context";
import { PAGES, renderPage } from "../pages/registry";
import type { RequestContext } from "../pages/request-context";
import { sellerOf } from "../pages/seller";
import { consentStateOf } from "../shared/consent";
import { pageCacheKey } from "./page-cache";
import { PROBE_HEADER, startProbe } from "./prerender-probe";
import type { RouteDef } from "./route-def";
import { routeByName, SHARED_NAMESPACES } from "./table";

/** What a form handler adds when it shows a page again: its status and the form's state. */
export interface RenderOverrides {
  status?: ContentfulStatusCode;
  data?: Record<string, unknown>;
}

/** The typed request context a page's loader receives. */
function requestContextOf(c: Context<AppEnv>, params: Record<string, string | undefined>): RequestContext {
  const url = new URL(c.req.url);
  const visitor = visitorOf(c.req.raw);
  return {
    language: c.get("language"),
    user: c.get("user") ?? null,
    sessionUnavailable: c.get("sessionUnavailable") ?? false,
    country: visitor.country,
    ip: visitor.ip,
    environment: c.get("environment"),
    env: backendEnvOf(c.req.raw, c.env),
    host: url.host,
    returnTo: c.get("barePath") + url.search,
    query: c.req.query(),
    params,
    referrer: sameOriginReferrer(c.req.header("Referer"), url.origin),
    api: apiClientOf(c),
    upstream: pageUpstreamOf(c),
    request: c.req.raw,
    cookies: getCookie(c),
    waitUntil: (promise) => {
      try {
        c.executionCtx.waitUntil(promise);
      } catch {
        // No execution context (a bare app.request in a test): the promise simply runs on.
      }
    },
  };
}

function sameOriginReferrer(referer: string | undefined, origin: string): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === origin ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/** Renders a route's page in the request's language; the page itself knows nothing of HTTP. */
export async function renderRoute(
  c: Context<AppEnv>,
  def: RouteDef,
  params: Record<string, string | undefined>,
  overrides: RenderOverrides = {},
): Promise<Response> {
  const entry = PAGES.get(def.name);
  const status = overrides.status ?? def.status ?? 200;
  // Headers and context first: a page served from the cache answers exactly like a fresh one.
  c.status(status);
  // A personal page (the visitor's own IP, account, payment) must never sit in a shared cache.
  if (def.personal) c.header("Cache-Control", NO_STORE);
  else if (entry?.cacheControl) c.header("Cache-Control", entry.cacheControl);
  if (def.thirdParties) c.set("thirdParties", def.thirdParties);
  c.set("routeName", def.name);
  const nonce = c.get("secureHeadersNonce") ?? "";
  // The footer's copyright year: read here, outside the page, so a prerendered copy is keyed by it.
  const year = new Date().getUTCFullYear();
  const cacheKey = status === 200 && !overrides.data ? pageCacheKey(c, def, entry) : null;
  // The build's prerender run renders every marked page afresh, with its runtime reads watched.
  const probing = c.env.PRERENDER_PROBE === "on" && entry?.prerender === true;
  if (!cacheKey || probing) c.header(CACHE_STATUS_HEADER, "bypass");
  else {
    if (entry?.prerender && c.env.PRERENDERED !== "off") {
      const prerendered = await prerenderedCopy(c, cacheKey, nonce, year);
      if (prerendered) {
        c.header(CACHE_STATUS_HEADER, "prerendered");
        return c.body(prerendered, 200, { "Content-Type": PRERENDERED_CONTENT_TYPE });
      }
    }
    const cached = await readCachedPage(edgeCache(), cacheKey, nonce);
    if (cached) {
      c.header(CACHE_STATUS_HEADER, "hit");
      return c.body(cached.body, 200, { "Content-Type": cached.contentType });
    }
  }
  return renderFresh(c, def, params, overrides, {
    entry,
    nonce,
    year,
    cacheKey: probing ? null : cacheKey,
    probing,
  });
}

/**
 * The build's copy of this view (decision 183), when the page is marked `prerender`, its URL has
 * no query the page shows, and the build rendered one for this build, vars, environment, year and
 * cookie choice; else null, and the page is served as before.
 */
async function prerenderedCopy(
  c: Context<AppEnv>,
  cacheKey: string,
  nonce: string,
  year: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const url = new URL(c.req.url);
  if (pageQuery(url) !== "") return null;
  const path = prerenderedPath({
    buildId: BUILD_ID,
    vars: varsDigest(c.env),
    environment: c.get("environment"),
    year,
    consent: consentStateOf(getCookie(c, CONSENT_COOKIE.name)) ?? "none",
    language: c.get("language").code,
    barePath: c.get("barePath"),
  });
  return readPrerenderedPage(edgeCache(), cacheKey, nonce, url.origin, year, () =>
    c.env.ASSETS.fetch(new URL(path, url.origin)),
  );
}

interface RenderState {
  entry: ReturnType<typeof PAGES.get>;
  nonce: string;
  year: number;
  cacheKey: string | null;
  /** The build's prerender run: the page's own work runs inside a probe (prerender-probe.ts). */
  probing: boolean;
}

/** The page rendered for this request, stored in the HTML cache when it may be. */
async function renderFresh(
  c: Context<AppEnv>,
  def: RouteDef,
  params: Record<string, string | undefined>,
  overrides: RenderOverrides,
  { entry, nonce, year, cacheKey, probing }: RenderState,
): Promise<Response> {
  const language = c.get("language");
  // Only a page that is rendered needs its request context (a hit costs as little as it can).
  const url = new URL(c.req.url);
  const requestContext = requestContextOf(c, params);
  // Started after the request context, which reads the clock for the upstream budget.
  const probe = probing ? startProbe() : null;
  try {
    const request = probe ? probe.request(requestContext) : requestContext;
    // The page's data and its messages are independent reads: fetch them side by side.
    const query = c.req.query();
    const [messages, loaded]: [Messages, Record<string, unknown>] = await Promise.all([
      loadMessages(language.code, [...SHARED_NAMESPACES, ...def.namespaces]),
      entry?.load?.(probe ? probe.env(c.env) : c.env, url.host, request, params) ?? {},
    ]);
    const data = { ...loaded, ...overrides.data };
    // The data decides that the URL names nothing (an unknown article, a page past the end).
    if (data.status === 404 && def.name !== "not-found") return renderRoute(c, routeByName("not-found"), {});
    const t = createTranslator(language.code, messages);
    const vars = entry?.vars?.(params, t, data) ?? {};
    const ns = def.namespaces[0];
    const context: PageContextValue = {
      language,
      t,
      messages,
      route: def,
      barePath: c.get("barePath"),
      search: pageQuery(url),
      origin: url.origin,
      nonce,
      assets: ASSETS,
      consent: consentStateOf(getCookie(c, CONSENT_COOKIE.name)),
      environment: c.get("environment"),
      seller: sellerOf(c.env),
      buildId: BUILD_ID,
      year,
      user: requestContext.user,
      sessionUnavailable: requestContext.sessionUnavailable,
      blogCategories: c.get("blogCategories"),
    };
    if (data.status === 400 && !overrides.status) c.status(400);
    const props = {
      params,
      query,
      visitor: probe
        ? probe.visitor({ ip: requestContext.ip, country: requestContext.country })
        : { ip: requestContext.ip, country: requestContext.country },
      vars,
      path: url.pathname,
      data,
    };
    const response = await c.render(
      <PageContextProvider value={context}>
        <Document
          title={t(`${ns}.meta.title`, vars)}
          description={t(`${ns}.meta.description`, vars)}
          extras={entry?.head?.(props)}
        >
          {renderPage(def.name, props)}
        </Document>
      </PageContextProvider>,
    );
    if (probe) {
      // All of the page's work inside the probe: React renders while the body streams.
      const answer = new Response(await response.text(), response);
      answer.headers.set(PROBE_HEADER, probe.stop());
      return answer;
    }
    return storedIfItMay(response, { entry, nonce, cacheKey, data, waitUntil: requestContext.waitUntil });
  } finally {
    probe?.stop();
  }
}

/** A fresh rendering, stored in the HTML cache while it streams when the page and its data allow. */
function storedIfItMay(
  response: Response,
  {
    entry,
    nonce,
    cacheKey,
    data,
    waitUntil,
  }: {
    entry: RenderState["entry"];
    nonce: string;
    cacheKey: string | null;
    data: Record<string, unknown>;
    waitUntil: (promise: Promise<unknown>) => void;
  },
): Response {
  const keep = cacheKey !== null && response.status === 200 && (entry?.storable?.(data) ?? true);
  if (!keep) {
    if (cacheKey !== null) response.headers.set(CACHE_STATUS_HEADER, "bypass");
    return response;
  }
  response.headers.set(CACHE_STATUS_HEADER, "miss");
  return storeRenderedPage(edgeCache(), cacheKey, response, nonce, waitUntil);
}
