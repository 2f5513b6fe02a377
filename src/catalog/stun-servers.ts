/**
 * The STUN servers the WebRTC leak test asks for the browser's public address. Two operators, so
 * one outage does not hide a leak. The leak test's CSP names the same hosts.
 */
export const STUN_SERVERS = ["stun:stun.cloudflare.com:3478", "stun:stun.l.google.com:19302"] as const;

/** `stun:host:port` → `host:port`, the form a CSP host-source takes. */
export const stunHostSources = (): string[] => STUN_SERVERS.map((url) => url.replace(/^stun:/, ""));
