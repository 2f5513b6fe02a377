/**
 * Spec section 9: requests on the product's own domains run in prod; every other host is sandbox,
 * but only in a deployment whose configuration allows the sandbox (SANDBOX = "on", decision 070).
 */
export type Environment = "prod" | "sandbox";

/**
 * What a deployment does with a request's host: serve it as prod or sandbox, or send it to the
 * product (a non-product host of a deployment without the sandbox: the production Worker's own
 * workers.dev or preview address, which shares prod's database).
 */
export type HostStanding = Environment | "elsewhere";

/** The part of the parsed configuration that decides the environment. */
export interface EnvironmentConfig {
  productDomains: readonly string[];
  sandbox: boolean;
}

/** The host without its port, lower case, without the trailing dot of a fully qualified name. */
function hostname(host: string): string {
  const bare = host.trim().toLowerCase();
  // An IPv6 literal keeps its brackets and colons; only a port after it is cut.
  const withoutPort = bare.startsWith("[") ? bare.replace(/(\])(:\d+)?$/, "$1") : bare.replace(/:\d+$/, "");
  return withoutPort.replace(/\.$/, "");
}

/**
 * The one place that decides the environment. Exact host match only: a subdomain of a product
 * domain (a preview or staging host) is not prod, so test configuration can never leak onto it
 * from prod and back; and such a host is sandbox only when the deployment says so.
 */
export function hostStanding(host: string, config: EnvironmentConfig): HostStanding {
  const name = hostname(host);
  if (config.productDomains.some((domain) => hostname(domain) === name)) return "prod";
  return config.sandbox ? "sandbox" : "elsewhere";
}
