/** One legacy path and where it now lives; both sides are bare paths (no locale prefix). */
export interface RedirectEntry {
  from: string;
  /** A same-site path starting with one `/`, or an allow-listed absolute URL. */
  to: string;
  status: 301 | 302;
}

/**
 * The built-in table, in force whenever the CONFIG value is missing or unreadable. Old addresses
 * still linked from elsewhere answer 301 so search engines move their ranking to the new path.
 */
export const DEFAULT_REDIRECTS: readonly RedirectEntry[] = [
  { from: "/vpn-servers", to: "/vpn-server", status: 301 },
  { from: "/downloads", to: "/download", status: 301 },
  { from: "/price", to: "/pricing", status: 301 },
  { from: "/about", to: "/aboutus", status: 301 },
  { from: "/contact", to: "/contact-us", status: 301 },
  { from: "/cookie-policy", to: "/cookie-policy-2025", status: 301 },
  { from: "/terms", to: "/terms-of-service", status: 301 },
  { from: "/privacy", to: "/privacy-policy", status: 301 },
  { from: "/forgot-password", to: "/forgetpassword", status: 301 },
  // 302: an account area may move again, and a browser must not remember this one for good.
  { from: "/account", to: "/myaccount", status: 302 },
];
