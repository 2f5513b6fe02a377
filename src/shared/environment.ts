/** Spec section 9: requests on the product's own domains run in prod; every other host is sandbox. */
export type Environment = "prod" | "sandbox";

/** The host without its port, lower case, without the trailing dot of a fully qualified name. */
function hostname(host: string): string {
  const bare = host.trim().toLowerCase();
  // An IPv6 literal keeps its brackets and colons; only a port after it is cut.
  const withoutPort = bare.startsWith("[") ? bare.replace(/(\])(:\d+)?$/, "$1") : bare.replace(/:\d+$/, "");
  return withoutPort.replace(/\.$/, "");
}

/**
 * Exact host match only: a subdomain of a product domain (a preview or staging host) is sandbox,
 * so test configuration can never leak onto it from prod and back.
 */
export function environmentOf(host: string, productDomains: readonly string[]): Environment {
  const name = hostname(host);
  return productDomains.some((domain) => hostname(domain) === name) ? "prod" : "sandbox";
}
