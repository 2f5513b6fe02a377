import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { apiClientOf } from "../api/client";
import { CONSENT_COOKIE } from "../catalog/cookies";
import { NO_STORE } from "../edge/cache-control";
import { visitorOf } from "../edge/visitor";
import type { AppEnv } from "../env";
import { createTranslator, loadMessages } from "../i18n/messages";
import { ASSETS, BUILD_ID } from "../pages/assets";
import { Document } from "../pages/layouts/document";
import { PageContextProvider, type PageContextValue } from "../pages/page-context";
import { PAGES, renderPage } from "../pages/registry";
import type { RequestContext } from "../pages/request-context";
import { consentStateOf } from "../shared/consent";
import { type RouteDef, SHARED_NAMESPACES } from "./table";

/** The typed request context a page's loader and guard receive. */
function requestContextOf(c: Context<AppEnv>): RequestContext {
  const url = new URL(c.req.url);
  const visitor = visitorOf(c.req.raw);
  return {
    language: c.get("language"),
    user: c.get("user") ?? null,
    country: visitor.country,
    ip: visitor.ip,
    environment: c.get("environment"),
    env: c.env,
    host: url.host,
    returnTo: c.get("barePath") + url.search,
    query: c.req.query(),
    referrer: sameOriginReferrer(c.req.header("Referer"), url.origin),
    api: apiClientOf(c),
    request: c.req.raw,
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
): Promise<Response> {
  const language = c.get("language");
  const url = new URL(c.req.url);
  const entry = PAGES[def.name];
  const request = requestContextOf(c);
  const guarded = entry?.guard?.(request);
  if (guarded) {
    c.header("Cache-Control", NO_STORE);
    return c.redirect(guarded, 302);
  }
  // The page's data and its messages are independent reads: fetch them side by side.
  const [messages, data] = await Promise.all([
    loadMessages(language.code, [...SHARED_NAMESPACES, ...def.namespaces]),
    entry?.load?.(c.env, url.host, request) ?? {},
  ]);
  const t = createTranslator(language.code, messages);
  const vars = entry?.vars?.(params, t) ?? {};
  const ns = def.namespaces[0];
  const context: PageContextValue = {
    language,
    t,
    messages,
    route: def,
    barePath: c.get("barePath"),
    search: url.search,
    origin: url.origin,
    nonce: c.get("secureHeadersNonce") ?? "",
    assets: ASSETS,
    consent: consentStateOf(getCookie(c, CONSENT_COOKIE.name)),
    environment: c.get("environment"),
    buildId: BUILD_ID,
    user: request.user,
  };
  c.status(def.status ?? 200);
  // A personal page (the visitor's own IP, account, payment) must never sit in a shared cache.
  if (def.personal) c.header("Cache-Control", NO_STORE);
  if (def.thirdParties) c.set("thirdParties", def.thirdParties);
  c.set("routeName", def.name);
  const page = renderPage(def.name, {
    params,
    query: c.req.query(),
    visitor: visitorOf(c.req.raw),
    vars,
    path: url.pathname,
    data,
  });
  return c.render(
    <PageContextProvider value={context}>
      <Document title={t(`${ns}.meta.title`, vars)} description={t(`${ns}.meta.description`, vars)}>
        {page}
      </Document>
    </PageContextProvider>,
  );
}
