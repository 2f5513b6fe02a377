import { type Receipt, receipt } from "../../api/contract/payment";
import { PAYMENT_ID_PATTERN } from "../../api/payment";
import { definePage, defineRoute } from "../define-route";
import { NOT_FOUND, type NotFound } from "../page-entry";
import { AccountUnreachable } from "./account-unreachable";
import { ReceiptPage } from "./receipt-page";

/** An order id as the payment API hands them out. */
const orderId = (value: string) => PAYMENT_ID_PATTERN.test(value);

export const route = defineRoute({
  name: "myaccount-receipt-id",
  styles: ["account"],
  pattern: "/myaccount/receipt/:id",
  params: { id: orderId },
  example: { id: "ord_0123456789abcdef" },
  layout: "standalone",
  personal: true,
  middleware: ["auth"],
  noindex: true,
  namespaces: ["myaccount-receipt-id", "billing", "pricing", "pricing-checkout-id", "myaccount"],
});

export default definePage(route, {
  // Signed-out visitors are sent to sign in by the auth middleware. Someone else's or an unknown
  // order is the not-found page: the answer never tells whether the id exists.
  load: async (_env, _host, r, params): Promise<{ receipt: Receipt | null } | NotFound> => {
    if (!r.user) return { receipt: null };
    const answer = await r.api.call(receipt, { order_id: params.id ?? "" });
    if (!answer.ok) return answer.status === 404 ? NOT_FOUND : { receipt: null };
    return { receipt: answer.data };
  },
  vars: (_params, _t, data) => ({ number: data.receipt?.order.order_id ?? "" }),
  Page: ({ data, path }) =>
    data.receipt ? <ReceiptPage receipt={data.receipt} /> : <AccountUnreachable path={path} />,
});
