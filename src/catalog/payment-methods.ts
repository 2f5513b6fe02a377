import type { ProviderCode } from "./payment-providers";

/**
 * The payment methods a buyer picks at checkout, and which integrated provider carries each
 * (decision 143). Stripe's methods are its Checkout `payment_method_types`; the others are the
 * provider's own hosted page. Which of them a deployment shows is decided in one place:
 * src/backend/payment/availability.ts.
 */
export type MarkSlug =
  | "visa"
  | "mastercard"
  | "americanexpress"
  | "jcb"
  | "applepay"
  | "googlepay"
  | "paypal"
  | "paddle"
  | "razorpay"
  | "klarna"
  | "alipay"
  | "pix";

export interface PaymentMethod {
  /** Provider that carries the method. */
  readonly provider: ProviderCode;
  /** Stripe's `payment_method_types` value (provider s1 only). */
  readonly stripeType?: string;
  /** A brand name, shown as is in every language; without one the label is `methodLabel.<id>`. */
  readonly brand?: string;
  /**
   * The first payment leaves a mandate or stored card the provider charges again (subscription);
   * false: each period is a one-off payment the buyer makes, after our reminder.
   */
  readonly renews: boolean;
  /**
   * Sold in production. false: "coming" — the one-off methods need a one-off checkout flow that
   * the Stripe adapter does not have yet (decision 143); the sandbox shows them.
   */
  readonly offered: boolean;
  /** simple-icons marks; none: the label in a neutral pill (no hand-drawn logos). */
  readonly marks: readonly MarkSlug[];
}

export const PAYMENT_METHODS = {
  card: {
    provider: "s1",
    stripeType: "card",
    renews: true,
    offered: true,
    marks: ["visa", "mastercard", "americanexpress"],
  },
  paypal: { provider: "pd", brand: "PayPal", renews: true, offered: true, marks: ["paypal"] },
  paddle: { provider: "ps", brand: "Paddle", renews: true, offered: true, marks: ["paddle"] },
  // Bank redirects that Stripe turns into a SEPA Direct Debit mandate for the renewals.
  ideal: { provider: "s1", stripeType: "ideal", brand: "iDEAL", renews: true, offered: true, marks: [] },
  bancontact: {
    provider: "s1",
    stripeType: "bancontact",
    brand: "Bancontact",
    renews: true,
    offered: true,
    marks: [],
  },
  sepa_debit: { provider: "s1", stripeType: "sepa_debit", renews: true, offered: true, marks: [] },
  klarna: {
    provider: "s1",
    stripeType: "klarna",
    brand: "Klarna",
    renews: true,
    offered: true,
    marks: ["klarna"],
  },
  blik: { provider: "s1", stripeType: "blik", brand: "BLIK", renews: false, offered: false, marks: [] },
  p24: { provider: "s1", stripeType: "p24", brand: "Przelewy24", renews: false, offered: false, marks: [] },
  konbini: { provider: "s1", stripeType: "konbini", renews: false, offered: false, marks: [] },
  pix: { provider: "s1", stripeType: "pix", brand: "Pix", renews: false, offered: false, marks: ["pix"] },
  boleto: { provider: "s1", stripeType: "boleto", brand: "Boleto", renews: false, offered: false, marks: [] },
  alipay: {
    provider: "s1",
    stripeType: "alipay",
    brand: "Alipay",
    renews: false,
    offered: false,
    marks: ["alipay"],
  },
  alipay_plus: { provider: "tpa", brand: "Alipay+", renews: false, offered: false, marks: [] },
  // Razorpay's UPI Autopay and e-mandates renew (decision 158: adapter in providers/razorpay.ts).
  upi: { provider: "rz", brand: "UPI", renews: true, offered: true, marks: [] },
  netbanking: { provider: "rz", renews: true, offered: true, marks: [] },
} as const satisfies Record<string, PaymentMethod>;

export type MethodId = keyof typeof PAYMENT_METHODS;

export const METHOD_IDS = Object.keys(PAYMENT_METHODS) as MethodId[];

export function isMethodId(value: unknown): value is MethodId {
  return typeof value === "string" && Object.hasOwn(PAYMENT_METHODS, value);
}

/** Offered to every country, after its local methods. */
export const GLOBAL_METHODS: readonly MethodId[] = ["card", "paypal", "paddle"];

/** A country's local methods (ISO 3166-1 alpha-2, as CF-IPCountry), most used first. */
export const LOCAL_METHODS: Readonly<Record<string, readonly MethodId[]>> = {
  NL: ["ideal", "klarna"],
  BE: ["bancontact", "klarna"],
  DE: ["klarna", "sepa_debit"],
  AT: ["klarna", "sepa_debit"],
  PL: ["blik", "p24"],
  SE: ["klarna"],
  FI: ["klarna"],
  GB: ["klarna"],
  IN: ["upi", "netbanking"],
  JP: ["konbini"],
  BR: ["pix", "boleto"],
  CN: ["alipay", "alipay_plus"],
  HK: ["alipay_plus"],
  PH: ["alipay_plus"],
  KR: ["alipay_plus"],
};

/** The methods a buyer from `country` may use, local ones first (availability aside). */
export function methodsForCountry(country: string | null | undefined): MethodId[] {
  const local = LOCAL_METHODS[(country ?? "").toUpperCase()] ?? [];
  return [...local, ...GLOBAL_METHODS.filter((id) => !local.includes(id))];
}

/** A method's name in the buyer's language: its brand, else `pricing-checkout-id.methodLabel.<id>`. */
export function methodLabel(id: MethodId, t: (key: string) => string): string {
  return (PAYMENT_METHODS[id] as PaymentMethod).brand ?? t(`pricing-checkout-id.methodLabel.${id}`);
}
