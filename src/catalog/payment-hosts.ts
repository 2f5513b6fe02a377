/** The payment providers' hosted pages: forms may post to them and visitors may be sent there. */
export const PAYMENT_HOSTS: readonly string[] = [
  "www.paypal.com",
  "checkout.stripe.com",
  "api.razorpay.com",
  "checkout.paddle.com",
];
