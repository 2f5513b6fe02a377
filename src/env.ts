import { z } from "zod";
import type { ThirdParty } from "./catalog/third-parties";
import type { RoutedLanguage } from "./i18n/languages";
import type { Environment } from "./shared/environment";

/** The Worker's bindings, as wrangler.toml declares them. */
export interface Bindings {
  ASSETS: Fetcher;
  PRICES: KVNamespace;
  CONFIG: KVNamespace;
  DB: D1Database;
  API_BASE: string;
  PRODUCT_DOMAINS: string;
  COOKIE_DOMAIN: string;
  /** The VPN's own networks (comma-separated CIDRs): /what-is-my-ip calls such an address protected. */
  VPN_IP_RANGES?: string;
}

export interface Variables {
  /** The page's language (from the path prefix; English when unprefixed). */
  language: RoutedLanguage;
  /** The path without its locale prefix. */
  barePath: string;
  /** prod on PRODUCT_DOMAINS, sandbox elsewhere. */
  environment: Environment;
  /** The matched route's name, for analytics. */
  routeName?: string;
  /** Third parties the matched route needs in its CSP (route table). */
  thirdParties?: readonly ThirdParty[];
  /** Set by hono/secure-headers: the per-response CSP nonce. */
  secureHeadersNonce?: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

const configSchema = z.object({
  apiBase: z.union([z.literal(""), z.url()]),
  productDomains: z.array(z.string().min(1)),
});

export type Config = z.infer<typeof configSchema>;

const parsed = new Map<string, Config>();

/**
 * The vars, parsed once per isolate (several middlewares read them on every request); a malformed
 * value fails loudly at the first request, not deep in a page.
 */
export function parseConfig(env: Pick<Bindings, "API_BASE" | "PRODUCT_DOMAINS">): Config {
  const key = `${env.API_BASE ?? ""}\n${env.PRODUCT_DOMAINS ?? ""}`;
  let config = parsed.get(key);
  if (!config) {
    config = parseVars(env);
    parsed.set(key, config);
  }
  return config;
}

function parseVars(env: Pick<Bindings, "API_BASE" | "PRODUCT_DOMAINS">): Config {
  return configSchema.parse({
    apiBase: (env.API_BASE ?? "").trim(),
    productDomains: (env.PRODUCT_DOMAINS ?? "")
      .split(",")
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  });
}
