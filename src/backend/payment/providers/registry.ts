import type { ProviderCode } from "../../../catalog/payment-providers";
import type { Bindings } from "../../../env";
import type { Environment } from "../../../shared/environment";
import { paddleAdapter } from "./paddle";
import { paddleBilling } from "./paddle-billing";
import { paddleClient } from "./paddle-client";
import { paypalAdapter } from "./paypal";
import { paypalBilling } from "./paypal-billing";
import { paypalClient } from "./paypal-client";
import type { ProviderBilling } from "./provider-billing";
import { razorpayAdapter } from "./razorpay";
import { razorpayBilling } from "./razorpay-billing";
import { razorpayClient } from "./razorpay-client";
import { sandboxAdapter } from "./sandbox";
import { stripeAdapter } from "./stripe";
import { stripeBilling } from "./stripe-billing";
import { stripeClient } from "./stripe-client";
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
    return stripeAdapter({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      db: env.DB,
    });
  }
  if (code === "ps" && env.PADDLE_API_KEY && env.PADDLE_WEBHOOK_SECRET) {
    return paddleAdapter({
      apiKey: env.PADDLE_API_KEY,
      webhookSecret: env.PADDLE_WEBHOOK_SECRET,
      db: env.DB,
    });
  }
  if (code === "rz" && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return razorpayAdapter({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      db: env.DB,
    });
  }
  if (code === "pd" && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID) {
    return paypalAdapter({
      client: paypalOf(env),
      webhookId: env.PAYPAL_WEBHOOK_ID,
      db: env.DB,
      account: {
        provider: "pd",
        environment: env.PAYPAL_SANDBOX === "1" ? "sandbox" : "live",
        account: env.PAYPAL_CLIENT_ID,
      },
    });
  }
  return null;
}

/** PayPal's API for this deployment's app; PAYPAL_SANDBOX=1 speaks to PayPal's sandbox. */
function paypalOf(env: Bindings) {
  return paypalClient({
    clientId: env.PAYPAL_CLIENT_ID ?? "",
    clientSecret: env.PAYPAL_CLIENT_SECRET ?? "",
    sandbox: env.PAYPAL_SANDBOX === "1",
  });
}

/**
 * The provider's side of an existing subscription, for the renewal switch and refunds: Stripe for
 * an s1 purchase, Paddle for ps, Razorpay for rz, in prod; null where D1 alone decides (the sandbox) or the
 * provider has no subscription API here.
 */
export function providerBillingFor(
  provider: string,
  env: Bindings,
  environment: Environment,
): ProviderBilling | null {
  if (environment === "sandbox") return null;
  if (provider === "s1" && env.STRIPE_SECRET_KEY) return stripeBilling(stripeClient(env.STRIPE_SECRET_KEY));
  if (provider === "ps" && env.PADDLE_API_KEY) return paddleBilling(paddleClient(env.PADDLE_API_KEY));
  if (provider === "rz" && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)
    return razorpayBilling(razorpayClient(env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET));
  if (provider === "pd" && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET)
    return paypalBilling(paypalOf(env));
  return null;
}
