import { currencyForCountry, ownCurrencyOf } from "./currencies";
import type { ProviderCode } from "./payment-providers";

/**
 * The payment methods a buyer picks at checkout, and which integrated provider carries each
 * (decisions 143 and 167). Stripe's methods are its Checkout `payment_method_types`; the others are the
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
  | "wechat"
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
   * false: each period is a one-off payment the buyer makes, after our reminder (decision 167).
   */
  readonly renews: boolean;
  /**
   * The currencies (ISO 4217) the provider charges this method in, from its documentation
   * (decision 167); absent: every currency we price in (Stripe's cards). A method is offered only where the
   * buyer's price is in one of them, or the provider would refuse the payment after the click.
   */
  readonly currencies?: readonly string[];
  /**
   * The buyer must pay in their own country's currency (Klarna: a core country with a foreign
   * currency gets no Klarna options).
   */
  readonly localCurrencyOnly?: boolean;
  /** simple-icons marks; none: the label in a neutral pill (no hand-drawn logos). */
  readonly marks: readonly MarkSlug[];
}

/** The euro-only bank methods (Stripe: "prices for all line items must be expressed in Euro"). */
const EUR = ["EUR"] as const;

export const PAYMENT_METHODS = {
  card: {
    provider: "s1",
    stripeType: "card",
    renews: true,
    marks: ["visa", "mastercard", "americanexpress"],
  },
  // PayPal's REST currency codes, less those it takes only for in-country accounts (reais, rupees,
  // renminbi, ringgit: a seller elsewhere cannot receive them) and the forint and Taiwan dollar,
  // which PayPal takes in whole units although ISO 4217 gives them cents. Yen are whole in both
  // (src/catalog/minor-units.ts).
  paypal: {
    provider: "pd",
    brand: "PayPal",
    renews: true,
    currencies: [
      "AUD",
      "CAD",
      "CHF",
      "CZK",
      "DKK",
      "EUR",
      "GBP",
      "HKD",
      "ILS",
      "JPY",
      "MXN",
      "NOK",
      "NZD",
      "PHP",
      "PLN",
      "SEK",
      "SGD",
      "THB",
      "USD",
    ],
    marks: ["paypal"],
  },
  // Paddle Billing's supported currencies (its API's CurrencyCode).
  paddle: {
    provider: "ps",
    brand: "Paddle",
    renews: true,
    currencies: [
      "ARS",
      "AUD",
      "BRL",
      "CAD",
      "CHF",
      "CNY",
      "COP",
      "CZK",
      "DKK",
      "EUR",
      "GBP",
      "HKD",
      "HUF",
      "ILS",
      "INR",
      "JPY",
      "KRW",
      "MXN",
      "NOK",
      "NZD",
      "PLN",
      "RUB",
      "SEK",
      "SGD",
      "THB",
      "TRY",
      "TWD",
      "UAH",
      "USD",
      "ZAR",
    ],
    marks: ["paddle"],
  },
  // Bank redirects that Stripe turns into a SEPA Direct Debit mandate for the renewals.
  ideal: { provider: "s1", stripeType: "ideal", brand: "iDEAL", renews: true, currencies: EUR, marks: [] },
  bancontact: {
    provider: "s1",
    stripeType: "bancontact",
    brand: "Bancontact",
    renews: true,
    currencies: EUR,
    marks: [],
  },
  sepa_debit: { provider: "s1", stripeType: "sepa_debit", renews: true, currencies: EUR, marks: [] },
  klarna: {
    provider: "s1",
    stripeType: "klarna",
    brand: "Klarna",
    renews: true,
    currencies: ["AUD", "CAD", "CHF", "CZK", "DKK", "EUR", "GBP", "NOK", "NZD", "PLN", "RON", "SEK", "USD"],
    localCurrencyOnly: true,
    marks: ["klarna"],
  },
  blik: { provider: "s1", stripeType: "blik", brand: "BLIK", renews: false, currencies: ["PLN"], marks: [] },
  p24: {
    provider: "s1",
    stripeType: "p24",
    brand: "Przelewy24",
    renews: false,
    currencies: ["EUR", "PLN"],
    marks: [],
  },
  konbini: { provider: "s1", stripeType: "konbini", renews: false, currencies: ["JPY"], marks: [] },
  pix: {
    provider: "s1",
    stripeType: "pix",
    brand: "Pix",
    renews: false,
    currencies: ["BRL"],
    marks: ["pix"],
  },
  boleto: {
    provider: "s1",
    stripeType: "boleto",
    brand: "Boleto",
    renews: false,
    currencies: ["BRL"],
    marks: [],
  },
  // Wallets Stripe takes in payment mode only ("Subscription mode: No"), in the currencies below.
  alipay: {
    provider: "s1",
    stripeType: "alipay",
    brand: "Alipay",
    renews: false,
    currencies: ["AUD", "CAD", "EUR", "GBP", "HKD", "JPY", "MYR", "NZD", "SGD", "USD"],
    marks: ["alipay"],
  },
  wechat_pay: {
    provider: "s1",
    stripeType: "wechat_pay",
    brand: "WeChat Pay",
    renews: false,
    currencies: ["AUD", "CAD", "CHF", "CNY", "DKK", "EUR", "GBP", "HKD", "JPY", "NOK", "SEK", "SGD", "USD"],
    marks: ["wechat"],
  },
  alipay_plus: { provider: "tpa", brand: "Alipay+", renews: false, marks: [] },
  // Razorpay's UPI Autopay and e-mandates renew (decision 158); both settle rupees only (decision 168).
  upi: { provider: "rz", brand: "UPI", renews: true, currencies: ["INR"], marks: [] },
  netbanking: { provider: "rz", renews: true, currencies: ["INR"], marks: [] },
} as const satisfies Record<string, PaymentMethod>;

export type MethodId = keyof typeof PAYMENT_METHODS;

export const METHOD_IDS = Object.keys(PAYMENT_METHODS) as MethodId[];

/** The methods without a brand name: each has a label `pricing-checkout-id.methodLabel.<id>`. */
export type UnbrandedMethodId = {
  [K in MethodId]: (typeof PAYMENT_METHODS)[K] extends { brand: string } ? never : K;
}[MethodId];

export function isMethodId(value: unknown): value is MethodId {
  return typeof value === "string" && Object.hasOwn(PAYMENT_METHODS, value);
}

/** The methods a provider can charge only once: their subscriptions renew by hand (decision 167). */
export const ONE_OFF_METHODS: readonly MethodId[] = METHOD_IDS.filter((id) => !PAYMENT_METHODS[id].renews);

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
  CN: ["alipay", "wechat_pay", "alipay_plus"],
  HK: ["alipay", "wechat_pay", "alipay_plus"],
  PH: ["alipay_plus"],
  KR: ["alipay_plus"],
};

/**
 * Whether the provider can charge method `id` in `currency` for a buyer whose own country's
 * currency is `countryCurrency` (null: not one we price in).
 */
export function chargeableIn(id: MethodId, currency: string, countryCurrency: string | null): boolean {
  const method: PaymentMethod = PAYMENT_METHODS[id];
  if (method.currencies && !method.currencies.includes(currency)) return false;
  return !method.localCurrencyOnly || countryCurrency === currency;
}

/**
 * The methods a buyer from `country` may use, local ones first, that can be charged in the
 * buyer's `currency` (provider availability aside). `countryCurrency`: the country's own currency
 * when we price in it, else null (the buyer then pays in a foreign currency).
 */
export function methodsForCountry(
  country: string | null | undefined,
  currency: string,
  countryCurrency: string | null,
): MethodId[] {
  const local = LOCAL_METHODS[(country ?? "").toUpperCase()] ?? [];
  return [...local, ...GLOBAL_METHODS.filter((id) => !local.includes(id))].filter((id) =>
    chargeableIn(id, currency, countryCurrency),
  );
}

/**
 * The one rule for "what can be paid here" (decisions 143 and 167): the methods a buyer from
 * `country` can pay with, in checkout order, given which providers take payments. The currency is
 * the quote's (currencyForCountry). The embedded API asks it with its providers' secrets; the
 * checkout with the providers the API's common params name.
 */
export function offeredMethods(
  country: string | null | undefined,
  providerTakesPayments: (code: ProviderCode) => boolean,
): MethodId[] {
  return methodsForCountry(country, currencyForCountry(country ?? null), ownCurrencyOf(country)).filter(
    (id) => providerTakesPayments(PAYMENT_METHODS[id].provider),
  );
}

/** The message keys of the methods without a brand name: what an island needs to name any method. */
export const METHOD_LABEL_KEYS: readonly string[] = METHOD_IDS.filter(
  (id) => !(PAYMENT_METHODS[id] as PaymentMethod).brand,
).map((id) => `pricing-checkout-id.methodLabel.${id}`);

/** A method's name in the buyer's language: its brand, else `pricing-checkout-id.methodLabel.<id>`. */
export function methodLabel(id: MethodId, t: (key: string) => string): string {
  return (PAYMENT_METHODS[id] as PaymentMethod).brand ?? t(`pricing-checkout-id.methodLabel.${id}`);
}

/**
 * The name of a method recorded on an order or subscription: its label when the catalogue knows
 * it, else `fallback` (an older row's value, or the provider's brand).
 */
export function recordedMethodLabel(recorded: unknown, t: (key: string) => string, fallback: string): string {
  return isMethodId(recorded) ? methodLabel(recorded, t) : fallback;
}
