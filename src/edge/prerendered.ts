import type { Bindings } from "../env";
import type { Environment } from "../shared/environment";
import { getOrCreate } from "../shared/get-or-create";
import { memoryOf } from "./html-cache";
import { fill, NONCE_PLACEHOLDER, templateBytes, templateOfStored } from "./nonce-template";

/**
 * Pages rendered by `npm run build` (decision 183): every page marked `prerender`, in every
 * language and cookie choice, written into the static assets as a template of its CSP nonce and of
 * the request's origin. The Worker fetches a copy through ASSETS after the middleware chain, so
 * the first visitor in any data centre after a deploy gets the speed of the HTML cache. The build
 * script and the Worker derive a copy's path from this module alone; a copy that is not there
 * (dev, a variant the build did not render, other vars) falls back to rendering.
 */

/** Where the copies live in the static assets; direct requests run the Worker (wrangler.toml) and get 404. */
export const PRERENDERED_ROOT = "/_prerendered";

/**
 * The host the build renders under, one per environment (the environment decides the page's
 * environment meta): the build's run lists the prod one as its only product domain. Neither can
 * occur in a page otherwise, so the origin is cut out of the copy wherever it was written.
 */
export const PRERENDER_HOSTS: Readonly<Record<Environment, string>> = {
  prod: "prerender-prod.invalid",
  sandbox: "prerender-sandbox.invalid",
};

/** Marks the request's origin in a stored copy (as NONCE_PLACEHOLDER marks the nonce). */
export const ORIGIN_PLACEHOLDER = "{{prerender-origin}}";

/**
 * The deploy's vars a prerendered page may show (the footer's seller, decision 183): the copy's
 * path holds a digest of them, so a deployment with other values (staging, a changed address)
 * finds no copy and renders. Anything else a page's loader reads from its bindings fails the build.
 */
export const PRERENDER_VARS = [
  "SELLER_ADDRESS",
  "SELLER_TAX_ID",
] as const satisfies readonly (keyof Bindings)[];

/** FNV-1a of the vars' values: a path segment, not a secret (they are public on every page). */
export function varsDigest(env: Partial<Pick<Bindings, (typeof PRERENDER_VARS)[number]>>): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(PRERENDER_VARS.map((name) => env[name] ?? ""))) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export interface PrerenderedKey {
  buildId: string;
  vars: string;
  environment: Environment;
  /** The UTC year of the footer's copyright. */
  year: number;
  /** The cookie choice: "none" (banner shown), "accepted" or "declined". */
  consent: string;
  language: string;
  /** The path without locale prefix. */
  barePath: string;
}

/** The copy's path in the static assets: one folder per build, vars, environment, year and choice. */
export function prerenderedPath(key: PrerenderedKey): string {
  const page = key.barePath === "/" ? "" : key.barePath;
  return [
    PRERENDERED_ROOT,
    encodeURIComponent(key.buildId),
    key.vars,
    key.environment,
    String(key.year),
    key.consent,
    `${key.language}${page}.html`,
  ].join("/");
}

/** The copy the build writes: the page with placeholders where the nonce and the origin were. */
export function prerenderedTextOf(html: string, nonce: string, origin: string): string {
  return html.split(`nonce="${nonce}"`).join(NONCE_PLACEHOLDER).split(origin).join(ORIGIN_PLACEHOLDER);
}

/**
 * Views the build has no copy of, per isolate and cache: an isolate's build never gains one, so a
 * single 404 is enough and later requests go straight to the HTML cache or the renderer instead of
 * reading ASSETS again. Bounded: a flood of variants clears it rather than growing it.
 */
const noCopies = new WeakMap<Cache, Set<string>>();
const NO_COPY_LIMIT = 5_000;

function noCopiesOf(cache: Cache): Set<string> {
  return getOrCreate(noCopies, cache, () => new Set<string>());
}

/** The first moment of the next UTC year: a copy in memory lives no longer than its year. */
const endOfYear = (year: number) => Date.UTC(year + 1, 0, 1);

/**
 * The prerendered copy under `memoryKey` (the HTML-cache key of this view) with this response's
 * nonce: from the isolate's memory, else read with `readFile` (ASSETS) and then kept in memory.
 * Null when there is no such copy or the read fails: the page is rendered as before. A 404 is
 * remembered; a failed read is tried again on the next request.
 */
export async function readPrerenderedPage(
  cache: Cache,
  memoryKey: string,
  nonce: string,
  origin: string,
  year: number,
  readFile: () => Promise<Response>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const memory = memoryOf(cache);
  const recent = memory.get(memoryKey);
  if (recent?.prerendered) return fill(recent.template, nonce);
  const missing = noCopiesOf(cache);
  const missKey = `${year} ${memoryKey}`;
  if (missing.has(missKey)) return null;
  try {
    const file = await readFile();
    if (!file.ok) {
      await file.body?.cancel();
      if (file.status === 404) {
        if (missing.size >= NO_COPY_LIMIT) missing.clear();
        missing.add(missKey);
      }
      return null;
    }
    const template = templateOfStored((await file.text()).split(ORIGIN_PLACEHOLDER).join(origin));
    memory.set(memoryKey, {
      template,
      byteLength: templateBytes(template),
      contentType: PRERENDERED_CONTENT_TYPE,
      expires: endOfYear(year),
      prerendered: true,
    });
    return fill(template, nonce);
  } catch (error) {
    console.warn("prerendered: read failed", error);
    return null;
  }
}

/** What the renderer answers a page with, so a prerendered copy answers the same. */
export const PRERENDERED_CONTENT_TYPE = "text/html; charset=UTF-8";
