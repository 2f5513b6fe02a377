/**
 * Whether a state-changing request comes from this site's own pages. Browsers send `Origin` on
 * every POST; when it is missing (an old browser, curl), `Sec-Fetch-Site` decides, and a request
 * with neither is not a cross-site browser request.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}
