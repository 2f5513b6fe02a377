import { TRACKING_PARAMS, UTM_KEYS } from "../catalog/tracking-cookies";

/**
 * The edge's cache of anonymous page HTML (Workers Cache API). A page is rendered once per key
 * and served from the cache afterwards; the key holds the build, so a deploy never serves old
 * markup. What varies per response stays out of the stored copy: the CSP nonce is rewritten on
 * the way out, and cookies set by the middleware chain are added to the response, never stored.
 */

/** The data centre's default cache (Workers' `caches.default`; the DOM typings lack it). */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

/** How long a rendered page is reused. Promotions switch on and off within this much time. */
export const HTML_CACHE_TTL_SECONDS = 300;

/** Answered on every response of a cacheable page, for tests and for looking at it in a browser. */
export const CACHE_STATUS_HEADER = "X-Html-Cache";
export type CacheStatus = "hit" | "miss" | "bypass";

/** Query parameters that only set tracking cookies: the page's HTML is the same with or without them. */
const TRACKING_ONLY = new Set<string>([...Object.values(TRACKING_PARAMS), ...UTM_KEYS]);

export interface HtmlCacheKeyInput {
  url: URL;
  buildId: string;
  /** Everything else the HTML depends on, by name (consent state, currency country …). */
  variant: Readonly<Record<string, string>>;
}

/**
 * The cache key of one rendering: origin, path, the query without tracking-only parameters (in
 * a stable order), the variant, under the build id. A synthetic URL, so it never collides with a
 * real request in the same cache.
 */
export function htmlCacheKey({ url, buildId, variant }: HtmlCacheKeyInput): string {
  const query = [...url.searchParams]
    .filter(([name]) => !TRACKING_ONLY.has(name))
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const key = new URL(`/__html/${encodeURIComponent(buildId)}${url.pathname}`, url.origin);
  for (const [name, value] of query) key.searchParams.append(name, value);
  for (const [name, value] of Object.entries(variant).sort(([a], [b]) => a.localeCompare(b))) {
    key.searchParams.append(`__${name}`, value);
  }
  return key.toString();
}

/** The stored copy: body and type only, with the lifetime the Cache API honours. */
function storable(body: ReadableStream, status: number, contentType: string): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": contentType,
      "Cache-Control": `public, max-age=${HTML_CACHE_TTL_SECONDS}`,
    },
  });
}

/** Gives every element that carries a nonce this response's nonce instead of the stored one. */
function withNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

export interface CachedPage {
  body: ReadableStream;
  status: number;
  contentType: string;
}

/** A stored rendering with this response's nonce, or null on a miss (or when the cache fails). */
export async function readCachedPage(cache: Cache, key: string, nonce: string): Promise<CachedPage | null> {
  try {
    const stored = await cache.match(key);
    if (!stored?.body) return null;
    const rewritten = withNonce(stored, nonce);
    return {
      body: rewritten.body as ReadableStream,
      status: stored.status,
      contentType: stored.headers.get("Content-Type") ?? "text/html; charset=UTF-8",
    };
  } catch (error) {
    console.warn("html-cache: read failed", error);
    return null;
  }
}

/**
 * Stores a fresh rendering while it streams to the visitor: the body is split in two, one half
 * goes out at once, the other is written to the cache after the response (waitUntil).
 */
export function storeRenderedPage(
  cache: Cache,
  key: string,
  response: Response,
  waitUntil: (promise: Promise<unknown>) => void,
): Response {
  if (response.status !== 200 || !response.body) return response;
  const [toVisitor, toCache] = response.body.tee();
  const contentType = response.headers.get("Content-Type") ?? "text/html; charset=UTF-8";
  waitUntil(
    cache.put(key, storable(toCache, response.status, contentType)).catch((error: unknown) => {
      console.warn("html-cache: write failed", error);
    }),
  );
  return new Response(toVisitor, response);
}
