import { TRACKING_PARAMS, UTM_KEYS } from "../catalog/tracking-cookies";
import { getOrCreate } from "../shared/get-or-create";
import {
  fill,
  type NonceTemplate,
  storedTextOf,
  templateBytes,
  templateOf,
  templateOfStored,
} from "./nonce-template";
import { type RecentPage, RecentPages } from "./recent-pages";

/**
 * The edge's cache of anonymous page HTML (Workers Cache API). A page is rendered once per key
 * and served from the cache afterwards; the key holds the build, so a deploy never serves old
 * markup. What varies per response stays out of the stored copy: the CSP nonce is filled in on
 * the way out (nonce-template.ts), and cookies set by the middleware chain are added to the response, never stored.
 */

/** The data centre's default cache (Workers' `caches.default`; the DOM typings lack it). */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

/** How long a rendered page is reused. Promotions switch on and off within this much time. */
export const HTML_CACHE_TTL_SECONDS = 300;

/** Answered on every response of a cacheable page, for tests and for looking at it in a browser. */
export const CACHE_STATUS_HEADER = "X-Html-Cache";
/** `prerendered`: the build's copy of the page (decision 183, src/edge/prerendered.ts). */
export type CacheStatus = "hit" | "miss" | "bypass" | "prerendered";

/** Query parameters that only set tracking cookies: the page's HTML is the same with or without them. */
const TRACKING_ONLY = new Set<string>([...Object.values(TRACKING_PARAMS), ...UTM_KEYS]);

/** The query's parameters that the page's HTML may depend on, in their order. */
const pageParams = (url: URL) => [...url.searchParams].filter(([name]) => !TRACKING_ONLY.has(name));

/**
 * The query a page's HTML may show (language links, the consent form's return address): without
 * tracking-only parameters. The cache key ignores them, so a copy rendered for one visitor's
 * campaign link must not carry them to the next visitor.
 */
export function pageQuery(url: URL): string {
  const kept = pageParams(url);
  if (kept.length === [...url.searchParams].length) return url.search;
  return kept.length ? `?${new URLSearchParams(kept)}` : "";
}

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
  const query = pageParams(url).sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const key = new URL(`/__html/${encodeURIComponent(buildId)}${url.pathname}`, url.origin);
  for (const [name, value] of query) key.searchParams.append(name, value);
  for (const [name, value] of Object.entries(variant).sort(([a], [b]) => a.localeCompare(b))) {
    key.searchParams.append(`__${name}`, value);
  }
  return key.toString();
}

/** When a copy was stored (ms since epoch), so a copy read back from the Cache API keeps its age. */
const STORED_AT_HEADER = "X-Stored-At";

/** The copy the Cache API keeps: the page with a placeholder nonce, its type and age. */
function storable(template: NonceTemplate, contentType: string, storedAt: number): Response {
  return new Response(storedTextOf(template), {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": `public, max-age=${HTML_CACHE_TTL_SECONDS}`,
      [STORED_AT_HEADER]: String(storedAt),
    },
  });
}

export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  status: number;
  contentType: string;
}

/** One memory tier per cache (the edge's default cache in production, a named one in a test). */
const memoryTiers = new WeakMap<Cache, RecentPages>();
export function memoryOf(cache: Cache): RecentPages {
  return getOrCreate(memoryTiers, cache, () => new RecentPages());
}

const expiresAfter = (storedAt: number) => storedAt + HTML_CACHE_TTL_SECONDS * 1000;

function recentPage(template: NonceTemplate, contentType: string, storedAt: number): RecentPage {
  return { template, byteLength: templateBytes(template), contentType, expires: expiresAfter(storedAt) };
}

/** The stored page from this isolate's memory, else from the Cache API (and then kept in memory). */
async function storedPage(cache: Cache, key: string): Promise<RecentPage | null> {
  const memory = memoryOf(cache);
  const recent = memory.get(key);
  if (recent) return recent;
  const stored = await cache.match(key);
  if (!stored) return null;
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER)) || Date.now();
  const contentType = stored.headers.get("Content-Type") ?? "text/html; charset=UTF-8";
  const page = recentPage(templateOfStored(await stored.text()), contentType, storedAt);
  if (page.expires <= Date.now()) return null;
  memory.set(key, page);
  return page;
}

/** A stored rendering with this response's nonce, or null on a miss (or when the cache fails). */
export async function readCachedPage(cache: Cache, key: string, nonce: string): Promise<CachedPage | null> {
  try {
    const page = await storedPage(cache, key);
    if (!page) return null;
    return { body: fill(page.template, nonce), status: 200, contentType: page.contentType };
  } catch (error) {
    console.warn("html-cache: read failed", error);
    return null;
  }
}

/**
 * Stores a fresh rendering while it streams to the visitor: the body is split in two, one half
 * goes out at once, the other is collected after the response (waitUntil) and kept as a template
 * of the nonce it was rendered with, in this isolate's memory and in the Cache API.
 */
export function storeRenderedPage(
  cache: Cache,
  key: string,
  response: Response,
  nonce: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Response {
  if (response.status !== 200 || !response.body) return response;
  const [toVisitor, toCache] = response.body.tee();
  const contentType = response.headers.get("Content-Type") ?? "text/html; charset=UTF-8";
  const store = async () => {
    const template = templateOf(await new Response(toCache).text(), nonce);
    const storedAt = Date.now();
    memoryOf(cache).set(key, recentPage(template, contentType, storedAt));
    await cache.put(key, storable(template, contentType, storedAt));
  };
  waitUntil(
    store().catch((error: unknown) => {
      console.warn("html-cache: write failed", error);
    }),
  );
  return new Response(toVisitor, response);
}
