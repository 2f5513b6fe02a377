/**
 * Open-redirect defence. A target is accepted only in two plain shapes whose destination cannot be
 * misread: a path starting with exactly one `/`, or `http(s)://host[:port]/…` with a bare DNS name.
 * Everything a browser, proxy or later decoder might interpret differently (backslashes, userinfo,
 * whitespace, non-ASCII look-alikes, encoded slashes, IP literals, trailing dots) is refused
 * rather than normalised: a legitimate link never needs any of it.
 */
export interface SafeRedirectOptions {
  /** The request's origin, e.g. `https://www.vpnmaster.com`; relative targets resolve against it. */
  origin: string;
  /** Further hosts of the site itself (the product domains). */
  sameSiteHosts: readonly string[];
  /** External hosts the site may forward to. */
  allowedHosts: readonly string[];
}

const MAX_TARGET_LENGTH = 2048;
/** How many rounds of percent-decoding are inspected; a target still changing after that is refused. */
const MAX_DECODE_ROUNDS = 4;

/** Printable ASCII without space or backslash: raw URLs need nothing else. */
const PLAIN_ASCII = /^[\x21-\x5b\x5d-\x7e]+$/;
/** Controls, invisible format characters, separators and backslashes anywhere in a decoded form. */
const HIDDEN_OR_BACKSLASH = /[\p{C}\p{Z}\\]/u;
/** `scheme://authority` where the authority is a DNS name and optional port: no userinfo, no `%`, no `[`. */
const ABSOLUTE_HEAD = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?(?=[/?#]|$)/i;
/** WHATWG treats a host whose last label is numeric as IPv4 (`1.2.3.4`, `0x7f.1`, `evil.123`). */
const NUMERIC_LAST_LABEL = /(^|\.)(0x[0-9a-f]*|\d+)\.?$/i;

/** Where a URL's head sends the browser: `self` for a rooted path, `scheme://host:port` otherwise. */
function destinationOf(head: string): string | null {
  if (head.startsWith("/")) return head.startsWith("//") ? null : "self";
  const match = ABSOLUTE_HEAD.exec(head);
  if (!match) return null;
  const [, scheme = "", host = "", port = ""] = match;
  return `${scheme}://${host}:${port}`.toLowerCase();
}

/** The part of a URL that decides its destination: everything before the query or fragment. */
const headOf = (value: string) => value.split(/[?#]/, 1)[0] ?? "";

/**
 * Percent-decoding that never gives up: a run of escapes that is no valid UTF-8 still has its
 * ASCII escapes decoded, as the most eager decoder would, so `%2F` cannot hide next to `%E0`.
 * A lone `%` (as in `?off=100%`) stays as it is.
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

/**
 * Each percent-decoded form of the target must lead where the raw form leads, so that no
 * decoder down the line (a proxy, a framework, a second redirect) can turn it into another URL.
 */
function decodedFormsAgree(raw: string, destination: string): boolean {
  let layer = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = decodeLeniently(layer);
    if (next === layer) return true;
    const head = headOf(next).normalize("NFKC");
    if (HIDDEN_OR_BACKSLASH.test(head) || destinationOf(head) !== destination) return false;
    layer = next;
  }
  return false;
}

const normaliseHost = (host: string) => host.trim().toLowerCase();

function hostIsAcceptable(url: URL, opts: SafeRedirectOptions, requestOrigin: URL): boolean {
  if (url.host === requestOrigin.host) {
    // The visitor's own host keeps its scheme or upgrades; a downgrade to http is refused.
    return url.protocol === requestOrigin.protocol || url.protocol === "https:";
  }
  if (url.protocol !== "https:") return false;
  if (url.hostname.endsWith(".") || NUMERIC_LAST_LABEL.test(url.hostname)) return false;
  // `host` carries a non-default port, so `www.paypal.com:8443` never matches `www.paypal.com`.
  const listed = [...opts.sameSiteHosts, ...opts.allowedHosts].map(normaliseHost);
  return listed.includes(url.host);
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The absolute URL a redirect target leads to, when that is this site (the request's host or a
 * product domain) or an allow-listed host; null for anything else.
 */
export function isSafeRedirectTarget(target: string, opts: SafeRedirectOptions): URL | null {
  const requestOrigin = parseOrigin(opts.origin);
  if (!requestOrigin || target.length > MAX_TARGET_LENGTH || !PLAIN_ASCII.test(target)) return null;
  const destination = destinationOf(headOf(target));
  if (!destination || !decodedFormsAgree(target, destination)) return null;
  let url: URL;
  try {
    url = new URL(target, requestOrigin);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (destination === "self") return url.origin === requestOrigin.origin ? url : null;
  // The parser must not have reinterpreted the host (e.g. an IPv4 shorthand).
  const rawHost = ABSOLUTE_HEAD.exec(target)?.[2]?.toLowerCase();
  if (url.hostname !== rawHost) return null;
  return hostIsAcceptable(url, opts, requestOrigin) ? url : null;
}

/**
 * A target as an absolute http(s) URL that can be offered as a link, or null. Looser than
 * isSafeRedirectTarget (any host), but never a script URL nor one hiding its host behind userinfo.
 */
export function parseHttpUrl(target: string): URL | null {
  if (target.length > MAX_TARGET_LENGTH || !PLAIN_ASCII.test(target)) return null;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}
