/** localhost and loopback addresses (with any port): no HSTS, no Secure-only cookies there. */
export const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
