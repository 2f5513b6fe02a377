import type { ProviderCode } from "../../../catalog/payment-providers";
import type { Bindings } from "../../../env";
import type { Environment } from "../../../shared/environment";
import { sandboxAdapter } from "./sandbox";
import { stripeAdapter } from "./stripe";
import type { PaymentAdapter } from "./types";

/**
 * The adapter behind a provider code. Outside prod every code is the sandbox provider; in prod
 * only providers with a real adapter and credentials (wrangler secrets) are available.
 */
let isolateSecret: string | undefined;

/** The sandbox's webhook secret: SANDBOX_WEBHOOK_SECRET, else one random secret per isolate. */
export function sandboxSecret(env: Bindings): string {
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET;
  isolateSecret ??= crypto.randomUUID();
  return isolateSecret;
}

export function adapterFor(
  code: ProviderCode,
  env: Bindings,
  environment: Environment,
): PaymentAdapter | null {
  if (environment === "sandbox") return sandboxAdapter(env.DB, sandboxSecret(env));
  if (code === "s1" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return stripeAdapter({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  return null;
}
