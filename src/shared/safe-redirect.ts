/**
 * Open-redirect defence, the one check every redirect to a visitor-given target goes through.
 * The target is first resolved against the site's origin with the WHATWG parser (the same one
 * the browser uses), and every decision is taken on that normalised URL: dot segments, tabs,
 * newlines, backslashes and percent-encoded dots are already gone, so `/.//evil.example` is seen
 * as the `//evil.example` it becomes. The answer is the Location to send, and before it is
 * returned it is resolved once more: it must lead to exactly the URL that was checked.
 */
export interface SafeRedirectOptions {
  /** The request's origin, e.g. `https://www.vpnmaster.com`; relative targets resolve against it. */
  origin: string;
  /** Further hosts of the site itself (the product domains). */
  sameSiteHosts: readonly string[];
  /** External hosts the site may forward to. */
  allowedHosts: readonly string[];
}

export interface SafeRedirect {
  /** The normalised absolute URL the target leads to. */
  url: URL;
  /** What goes in the Location header: a rooted path on the request's origin, else the absolute URL. */
  location: string;
  /** Whether the target stays on the request's own origin. */
  sameOrigin: boolean;
}

const MAX_TARGET_LENGTH = 2048;
/** How many rounds of percent-decoding of the path are inspected; a path still changing after that is refused. */
const MAX_DECODE_ROUNDS = 4;

/** A rooted path or an absolute http(s) URL, in printable ASCII: the only shapes a real link has. */
const TARGET_SHAPE = /^(?:\/|https?:\/\/)[\x21-\x7e]*$/i;
/** Controls, invisible format characters, separators and backslashes in a decoded path. */
const HIDDEN_OR_BACKSLASH = /[\p{C}\p{Z}\\]/u;
/** WHATWG treats a host whose last label is numeric as IPv4 (`1.2.3.4`, `0x7f.1`, `evil.123`). */
const NUMERIC_LAST_LABEL = /(^|\.)(0x[0-9a-f]*|\d+)\.?$/i;

/**
 * Percent-decoding that never gives up: a run of escapes that is no valid UTF-8 still has its
 * ASCII escapes decoded, as the most eager decoder would, so `%2F` cannot hide next to `%E0`.
 */
function decodeLeniently(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%[0-7][0-9a-f]/gi, (byte) => decodeURIComponent(byte));
    }
  });
}

const PROBE_ORIGIN = "https://path-probe.invalid";

/** Whether a (decoded) path, once resolved as a browser would, stays a path on the same host. */
function staysAPath(path: string): boolean {
  if (HIDDEN_OR_BACKSLASH.test(path)) return false;
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/**
 * A path that reads as a path to every decoder down the line (a proxy, a framework, a second
 * redirect): each percent-decoded form, resolved again, must still be a path on the same host.
 */
function isPlainPath(pathname: string): boolean {
  let layer = pathname;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!staysAPath(layer.normalize("NFKC"))) return false;
    const next = decodeLeniently(layer);
    if (next === layer) return true;
    layer = next;
  }
  return false;
}

const normaliseHost = (host: string) => host.trim().toLowerCase();

function isListedHost(url: URL, opts: SafeRedirectOptions): boolean {
  if (url.protocol !== "https:") return false;
  if (url.hostname.endsWith(".") || url.hostname.startsWith("[") || NUMERIC_LAST_LABEL.test(url.hostname)) {
    return false;
  }
  // `host` carries a non-default port, so `www.paypal.com:8443` never matches `www.paypal.com`.
  const listed = [...opts.sameSiteHosts, ...opts.allowedHosts].map(normaliseHost);
  return listed.includes(url.host);
}

function parseUrl(value: string, base?: URL): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The request's own origin, or an https upgrade of it (a downgrade to http is refused). */
function isOwnOrigin(url: URL, requestOrigin: URL): boolean {
  return (
    url.host === requestOrigin.host && (url.protocol === requestOrigin.protocol || url.protocol === "https:")
  );
}

/**
 * Where to send the visitor for a target, when it leads to this site (the request's origin or
 * a product domain) or to an allow-listed host; null for anything else.
 */
export function safeRedirect(target: string, opts: SafeRedirectOptions): SafeRedirect | null {
  const requestOrigin = parseUrl(opts.origin);
  if (!requestOrigin || target.length > MAX_TARGET_LENGTH || !TARGET_SHAPE.test(target)) return null;
  const url = parseUrl(target, requestOrigin);
  if (!url || url.username || url.password || !isPlainPath(url.pathname)) return null;
  const sameOrigin = url.origin === requestOrigin.origin;
  if (!sameOrigin && !isOwnOrigin(url, requestOrigin) && !isListedHost(url, opts)) return null;
  const location = sameOrigin ? url.pathname + url.search + url.hash : url.href;
  // The value sent must lead where the value checked leads.
  return parseUrl(location, requestOrigin)?.href === url.href ? { url, location, sameOrigin } : null;
}

/**
 * A target as an absolute http(s) URL that can be offered as a link, or null. Looser than
 * safeRedirect (any host), but never a script URL nor one hiding its host behind userinfo.
 */
export function parseHttpUrl(target: string): URL | null {
  if (target.length > MAX_TARGET_LENGTH || !/^https?:\/\/[\x21-\x5b\x5d-\x7e]*$/i.test(target)) return null;
  const url = parseUrl(target);
  return url && !url.username && !url.password ? url : null;
}
