import { PAYMENT_ID_PATTERN } from "../../api/payment";
import { localizedPath } from "../../i18n/locale-path";
import { definePage, defineRoute } from "../define-route";
import { type PayOrderData, PayOrderPage } from "./pay-order-page";

/** An order id as the payment API hands them out. */
const orderId = (value: string) => PAYMENT_ID_PATTERN.test(value);
/** A Paddle transaction id (`txn_` and 26 lower-case letters and digits). */
const TRANSACTION = /^txn_[a-z0-9]{26}$/;

/**
 * The page Paddle's checkout link opens (`/pay/{order}?_ptxn=txn_…`, decision 177): Paddle.js
 * shows the overlay for that transaction. The adapter names this page as the transaction's
 * checkout URL, in the buyer's language.
 */
export const route = defineRoute({
  name: "pay-order",
  styles: ["checkout", "payment"],
  pattern: "/pay/:order",
  params: { order: orderId },
  example: { order: "ord_0123456789abcdef" },
  layout: "standalone",
  noindex: true,
  // One transaction's page: never in a shared cache.
  personal: true,
  thirdParties: ["paddle"],
});

export default definePage(route, {
  load: async (env, _host, request, params): Promise<PayOrderData> => {
    const token = env.PADDLE_CLIENT_TOKEN?.trim() ?? "";
    const transaction = request.query._ptxn ?? "";
    const lang = request.language.code;
    return {
      ready: token !== "" && TRANSACTION.test(transaction),
      token,
      // Paddle's client-side tokens say their environment: test_… is Paddle's sandbox.
      environment: token.startsWith("test_") ? "sandbox" : "production",
      successPath: `${localizedPath(lang, "/paystatus")}?order=${params.order}&provider=ps`,
      backPath: `${localizedPath(lang, "/pricing/checkout")}?failed=ps`,
    };
  },
  Page: ({ data }) => <PayOrderPage {...data} />,
});
