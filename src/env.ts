import type { UpstreamOptions } from "./api/gateway/upstream";
import type { CategoryCount } from "./blog/blog-store";
import type { ThirdParty } from "./catalog/third-parties";
import type { RoutedLanguage } from "./i18n/languages";
import type { Environment } from "./shared/environment";
import { getOrCreate } from "./shared/get-or-create";
import type { UserInfo } from "./shared/user-info";
import * as z from "./shared/zod";

/** The Worker's bindings, as wrangler.toml declares them. */
export interface Bindings {
  ASSETS: Fetcher;
  PRICES: KVNamespace;
  CONFIG: KVNamespace;
  DB: D1Database;
  /** The blog's articles and search index, loaded by the content sync (decision 181). */
  BLOG: D1Database;
  API_BASE: string;
  PRODUCT_DOMAINS: string;
  COOKIE_DOMAIN: string;
  /**
   * "on" allows the sandbox (outbox, stand-ins, sandbox payments) on hosts outside
   * PRODUCT_DOMAINS; anything else, or nothing, redirects such hosts to the first product domain.
   */
  SANDBOX?: string;
  /** "off" turns the HTML cache of anonymous pages off (`npm run dev`: an edited page shows at once). */
  HTML_CACHE?: string;
  /**
   * "on" only in the build's prerender run (scripts/build/prerender.ts): a page marked
   * `prerender` renders with its runtime reads instrumented and names them in a header.
   */
  PRERENDER_PROBE?: string;
  /**
   * "off": the build's prerendered copies are not read (decision 183). The workers tests set it:
   * they render src, and dist/client may hold copies of an older build with the same build id.
   */
  PRERENDERED?: string;
  /** Google recaptcha site keys (public). Empty: the development stand-in, sandbox only. */
  RECAPTCHA_V2_SITE_KEY?: string;
  RECAPTCHA_V3_SITE_KEY?: string;
  /** Secrets: recaptcha verification keys (wrangler secret put). */
  RECAPTCHA_V2_SECRET?: string;
  RECAPTCHA_V3_SECRET?: string;
  /** Secrets: the production mail provider (an HTTP API taking JSON {from, to, subject, text}). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Secret: signs the sandbox provider's webhooks (optional; a per-isolate random one otherwise). */
  SANDBOX_WEBHOOK_SECRET?: string;
  /**
   * Secret: signs the renewal reminder's one-click "turn renewal off" link (decision 092). In the
   * sandbox without it the sandbox webhook secret signs; in prod without it the mail has no link.
   */
  BILLING_LINK_SECRET?: string;
  /**
   * Secret: seals TOTP secrets at rest (AES-GCM, decision 132); PREVIOUS still opens rows sealed
   * before a rotation. Prod without it refuses 2FA setup; the sandbox has a public stand-in.
   */
  TOTP_ENCRYPTION_KEY?: string;
  TOTP_ENCRYPTION_KEY_PREVIOUS?: string;
  /**
   * The seller's postal address and registration / VAT number on receipts (one line each; empty:
   * the receipt shows the company name and country only).
   */
  SELLER_ADDRESS?: string;
  SELLER_TAX_ID?: string;
  /** The site's origin for links in mails the Cron job sends (no request to take it from). */
  SITE_ORIGIN?: string;
  /** Secrets: Stripe's API key and webhook endpoint secret; without them s1 is unavailable in prod. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * Secrets of providers whose adapter is pending (decision 143): named now so a deployment can
   * prepare them; the checkout never shows a provider without an adapter, secrets or not.
   */
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_WEBHOOK_ID?: string;
  /** "1": PayPal calls go to api-m.sandbox.paypal.com (sandbox app credentials). */
  PAYPAL_SANDBOX?: string;
  PADDLE_API_KEY?: string;
  PADDLE_WEBHOOK_SECRET?: string;
  /**
   * Paddle's client-side token (public: `live_…`, or `test_…` for Paddle's sandbox) for Paddle.js
   * on /pay/{order}, the page Paddle's checkout links open (decision 177). Empty: the page says
   * the payment window cannot open.
   */
  PADDLE_CLIENT_TOKEN?: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  /** The VPN's own networks (comma-separated CIDRs): /what-is-my-ip calls such an address protected. */
  VPN_IP_RANGES?: string;
  /**
   * The operator console's Cloudflare Access application (docs/operations.md): the team domain
   * (`<team>.cloudflareaccess.com`) and the application's AUD tag. Either empty: /ops answers
   * 404 in prod and runs as a stand-in operator in the sandbox.
   */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
}

export interface Variables {
  /** The page's language (from the path prefix; English when unprefixed). */
  language: RoutedLanguage;
  /** The path without its locale prefix. */
  barePath: string;
  /** prod on PRODUCT_DOMAINS; sandbox elsewhere, and only where the configuration allows it. */
  environment: Environment;
  /** The matched route's name, for analytics. */
  routeName?: string;
  /** Third parties the matched route needs in its CSP (route table). */
  thirdParties?: readonly ThirdParty[];
  /** Blog paths: the categories with this language's article counts (blog-category middleware). */
  blogCategories?: readonly CategoryCount[];
  /** Set by hono/secure-headers: the per-response CSP nonce. */
  secureHeadersNonce?: string;
  /** Set by the session middleware on page routes: the signed-in user, or null. */
  user?: UserInfo | null;
  /**
   * Set by the session middleware: the request carries a token but the account service could not
   * say whose it is (timeout, 5xx, a malformed answer). The visitor may well be signed in.
   */
  sessionUnavailable?: boolean;
  /** The page's upstream budget, started when the page first needs the MMS API (pageUpstreamOf). */
  pageUpstream?: UpstreamOptions;
  /** Set on /ops by the Access check: the operator's e-mail, as the audit log records it. */
  opsActor?: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

const configSchema = z.object({
  apiBase: z.union([z.literal(""), z.url()]),
  productDomains: z.array(z.string().check(z.minLength(1))),
  /** SANDBOX = "on": the deployment allows the sandbox on non-product hosts (decision 070). */
  sandbox: z.boolean(),
});

export type Config = z.infer<typeof configSchema>;

/** The vars the config is parsed from. */
export type ConfigVars = Pick<Bindings, "API_BASE" | "PRODUCT_DOMAINS" | "SANDBOX">;

const parsed = new Map<string, Config>();

/**
 * The vars, parsed once per isolate (several middlewares read them on every request); a malformed
 * value fails loudly at the first request, not deep in a page.
 */
export function parseConfig(env: ConfigVars): Config {
  const key = `${env.API_BASE ?? ""}\n${env.PRODUCT_DOMAINS ?? ""}\n${env.SANDBOX ?? ""}`;
  return getOrCreate(parsed, key, () => parseVars(env));
}

function parseVars(env: ConfigVars): Config {
  return configSchema.parse({
    apiBase: (env.API_BASE ?? "").trim(),
    productDomains: (env.PRODUCT_DOMAINS ?? "")
      .split(",")
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    // Only the exact word: a typo or a missing var never opens the sandbox.
    sandbox: (env.SANDBOX ?? "").trim().toLowerCase() === "on",
  });
}
