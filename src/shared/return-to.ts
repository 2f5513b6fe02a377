import { splitLocalePath } from "../i18n/locale-path";
import { safeRedirect } from "./safe-redirect";

/** Pages a sign-in never returns to: it would land the visitor back in the sign-in flow. */
const AUTH_PATHS = new Set(["/login", "/forgetpassword", "/resetpassword"]);

// A reserved TLD that never resolves: the return path is checked as a path on "this site"
// without depending on where the check runs (the Worker or the browser).
const RETURN_ORIGIN = "https://return-to.invalid";
const MAX_RETURN_LENGTH = 1024;

/**
 * The normalised path on this site to return to after signing in, or null. The value returned
 * is the one that was checked (safeRedirect's Location), never the raw input.
 */
export function returnPath(path: string | null | undefined): string | null {
  if (!path || path.length > MAX_RETURN_LENGTH || !path.startsWith("/")) return null;
  const safe = safeRedirect(path, { origin: RETURN_ORIGIN, sameSiteHosts: [], allowedHosts: [] });
  if (!safe?.sameOrigin) return null;
  return AUTH_PATHS.has(splitLocalePath(safe.url.pathname).rest) ? null : safe.location;
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
  return returnPath(redirect) ?? returnPath(referrer) ?? fallback;
}
