import {
  siAlipay,
  siAmericanexpress,
  siApplepay,
  siGooglepay,
  siJcb,
  siKlarna,
  siMastercard,
  siPaddle,
  siPaypal,
  siPix,
  siRazorpay,
  siVisa,
  siWechat,
} from "simple-icons";
import {
  type MarkSlug,
  type MethodId,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../../catalog/payment-methods";
import { PAYMENT_PROVIDERS } from "../../catalog/payment-providers";
import type { CheckoutMethod } from "../../islands/checkout";

/**
 * The checkout's method cards, built on the server: the icon paths travel in the island's props so
 * simple-icons (thousands of icons) never reaches the browser bundle.
 */
const MARKS: Record<MarkSlug, { title: string; path: string }> = {
  visa: siVisa,
  mastercard: siMastercard,
  americanexpress: siAmericanexpress,
  jcb: siJcb,
  applepay: siApplepay,
  googlepay: siGooglepay,
  paypal: siPaypal,
  paddle: siPaddle,
  razorpay: siRazorpay,
  klarna: siKlarna,
  alipay: siAlipay,
  pix: siPix,
  wechat: siWechat,
};

export function checkoutMethod(id: MethodId): CheckoutMethod {
  const method: PaymentMethod = PAYMENT_METHODS[id];
  return {
    id,
    provider: method.provider,
    providerBrand: PAYMENT_PROVIDERS[method.provider].brand,
    brand: method.brand ?? null,
    renews: method.renews,
    marks: method.marks.map((slug) => ({ title: MARKS[slug].title, path: MARKS[slug].path })),
  };
}
