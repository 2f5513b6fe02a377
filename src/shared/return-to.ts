import { splitLocalePath } from "../i18n/locale-path";

/** Pages a sign-in never returns to: it would land the visitor back in the sign-in flow. */
const AUTH_PATHS = new Set(["/login", "/forgetpassword", "/resetpassword"]);

/** A rooted path on this site, nothing a browser could read as another host. */
const SAFE_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

export function isReturnPath(path: string | null | undefined): path is string {
  if (!path || path.length > 1024 || !SAFE_PATH.test(path)) return false;
  const bare = splitLocalePath(path.split(/[?#]/, 1)[0] ?? "").rest;
  return !AUTH_PATHS.has(bare);
}

/**
 * Where a sign-in goes afterwards: the `redirect` query (set by pages that send the visitor to
 * sign in), else the page they came from (same origin), else the account page. The server knows
 * only the query (so the page stays the same for every visitor of a URL); the browser adds the
 * referrer.
 */
export function returnTarget(
  redirect: string | undefined,
  referrer: string | null,
  fallback: string,
): string {
  if (isReturnPath(redirect)) return redirect;
  if (isReturnPath(referrer)) return referrer;
  return fallback;
}
