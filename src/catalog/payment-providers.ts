/**
 * The payment provider codes of spec section 7, as data: which MMS API path starts a purchase,
 * which one reports its result, and the two answer quirks of section 4. The embedded backend
 * runs every code as a sandbox provider; real adapters slot in behind the same code.
 *
 * The spec leaves open which provider has which quirk; we chose (docs/api.md, "Payments"):
 * - pd (PayPal) answers its approval link as `web_url`: the client copies it to `redirect_url`.
 * - s1 (Stripe subscriptions) reports a subscription status: `active` means `success: true`.
 */
export const PAYMENT_API_PREFIX = "/api/mms/payment/v1/";

export interface PaymentProvider {
  /** Brand shown at checkout (not translated). */
  readonly brand: string;
  /** Path (after PAYMENT_API_PREFIX) that starts a purchase; null: result-only (in-app). */
  readonly purchase: string | null;
  /** Path that reports the outcome of a purchase. */
  readonly result: string;
  /** The purchase call needs a recaptcha v3 token (rewritten to /ws/mm/reca/r3/). */
  readonly recaptcha: "v3" | null;
  /** The purchase answer names the hosted page `web_url`; clients copy it to `redirect_url`. */
  readonly webUrlIsRedirect: boolean;
  /** The result answer carries a subscription `status`; `active` is success. */
  readonly activeIsSuccess: boolean;
  /** Offered on the web checkout. */
  readonly web: boolean;
}

export const PAYMENT_PROVIDERS = {
  s1: {
    brand: "Stripe",
    purchase: "providers/s1/create_subscription",
    result: "providers/s1/purchase_result",
    recaptcha: "v3",
    webUrlIsRedirect: false,
    activeIsSuccess: true,
    web: true,
  },
  pd: {
    brand: "PayPal",
    purchase: "providers/common/pd/prepurchase",
    result: "providers/pd/purchase_result",
    recaptcha: null,
    webUrlIsRedirect: true,
    activeIsSuccess: false,
    web: true,
  },
  ps: {
    brand: "Paddle",
    purchase: "providers/ps/purchase",
    result: "providers/ps/purchase_result",
    recaptcha: null,
    webUrlIsRedirect: false,
    activeIsSuccess: false,
    web: true,
  },
  rz: {
    brand: "Razorpay",
    purchase: "providers/rz/purchase",
    result: "providers/rz/purchase_result",
    recaptcha: null,
    webUrlIsRedirect: false,
    activeIsSuccess: false,
    web: true,
  },
  tpa: {
    brand: "Alipay+",
    purchase: "providers/tpa/purchase",
    result: "providers/tpa/purchase_result",
    recaptcha: null,
    webUrlIsRedirect: false,
    activeIsSuccess: false,
    web: true,
  },
  // Sofort is no longer offered (Klarna through Stripe replaced it); the code still answers
  // the result of older orders and links.
  so: {
    brand: "Sofort",
    purchase: "providers/so/purchase",
    result: "providers/so/purchase_result",
    recaptcha: null,
    webUrlIsRedirect: false,
    activeIsSuccess: false,
    web: false,
  },
  gap: {
    brand: "Google Play",
    purchase: null,
    result: "providers/gap/purchase_result",
    recaptcha: null,
    webUrlIsRedirect: false,
    activeIsSuccess: false,
    web: false,
  },
} as const satisfies Record<string, PaymentProvider>;

export type ProviderCode = keyof typeof PAYMENT_PROVIDERS;

export const PROVIDER_CODES = Object.keys(PAYMENT_PROVIDERS) as ProviderCode[];

/** The providers a web visitor can choose, in the order the checkout lists them. */
export const WEB_PROVIDER_CODES = PROVIDER_CODES.filter((code) => PAYMENT_PROVIDERS[code].web);

export const DEFAULT_PROVIDER: ProviderCode = "s1";

export function isProviderCode(value: unknown): value is ProviderCode {
  return typeof value === "string" && Object.hasOwn(PAYMENT_PROVIDERS, value);
}
