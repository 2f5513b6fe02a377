import { isMethodId, type MethodId, offeredMethods, PAYMENT_METHODS } from "../../catalog/payment-methods";
import { PAYMENT_PROVIDERS, type ProviderCode } from "../../catalog/payment-providers";
import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";

/**
 * Which providers take payments in this deployment, and so (offeredMethods) what can be paid here:
 * the purchase calls and common params ask these functions, the checkout reads common params. The
 * sandbox stands in for every web provider, prod needs the provider's adapter and all its secrets.
 */
type SecretName = keyof Bindings & `${string}_${string}`;

interface ProviderSetup {
  /** A real adapter exists (src/backend/payment/providers/registry.ts). */
  readonly adapter: boolean;
  /** The secrets the adapter reads; all must be set. */
  readonly secrets: readonly SecretName[];
}

export const PROVIDER_SETUP: Partial<Record<ProviderCode, ProviderSetup>> = {
  s1: { adapter: true, secrets: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
  ps: { adapter: true, secrets: ["PADDLE_API_KEY", "PADDLE_WEBHOOK_SECRET"] },
  pd: { adapter: true, secrets: ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] },
  rz: {
    adapter: true,
    secrets: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  },
};

const reported = new Set<ProviderCode>();

/** Logs a half-configured provider once per isolate: someone meant to turn it on. */
function reportMisconfigured(code: ProviderCode, missing: readonly string[]) {
  if (reported.has(code)) return;
  reported.add(code);
  console.warn(`payment provider ${code} hidden: missing ${missing.join(", ")}`);
}

/** Whether a provider can take payments in this deployment. */
export function isProviderAvailable(code: ProviderCode, env: Bindings, environment: Environment): boolean {
  if (environment === "sandbox") return PAYMENT_PROVIDERS[code].web;
  const setup = PROVIDER_SETUP[code];
  if (!setup) return false;
  const missing = setup.secrets.filter((name) => !env[name]);
  if (missing.length > 0) {
    if (missing.length < setup.secrets.length) reportMisconfigured(code, missing);
    return false;
  }
  return setup.adapter;
}

/** The methods a buyer from `country` can pay with here, in the order the checkout lists them. */
export function availableMethods(
  env: Bindings,
  environment: Environment,
  country: string | null | undefined,
): MethodId[] {
  return offeredMethods(country, (code) => isProviderAvailable(code, env, environment));
}

/** The providers behind availableMethods, in their first method's order. */
export function availableProviders(
  env: Bindings,
  environment: Environment,
  country: string | null | undefined,
): ProviderCode[] {
  return [...new Set(availableMethods(env, environment, country).map((id) => PAYMENT_METHODS[id].provider))];
}

export type MethodCheck = { ok: true; method: MethodId } | { ok: false; reason: "unknown" | "unavailable" };

/**
 * A purchase's method: the one it names, else its provider's main method (older clients send
 * none). Unknown names and methods of another provider are "unknown"; hidden ones "unavailable".
 */
export function checkPurchaseMethod(
  provider: ProviderCode,
  requested: string | undefined,
  env: Bindings,
  environment: Environment,
  country: string | null | undefined,
): MethodCheck {
  const id =
    requested === undefined
      ? availableMethods(env, environment, country).find((m) => PAYMENT_METHODS[m].provider === provider)
      : requested;
  if (id === undefined) return { ok: false, reason: "unavailable" };
  if (!isMethodId(id) || PAYMENT_METHODS[id].provider !== provider) return { ok: false, reason: "unknown" };
  return availableMethods(env, environment, country).includes(id)
    ? { ok: true, method: id }
    : { ok: false, reason: "unavailable" };
}
