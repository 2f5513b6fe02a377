import type { Receipt } from "../api/contract/payment";
import { isProviderCode, PAYMENT_PROVIDERS } from "../catalog/payment-providers";
import { formatDate, formatPrice } from "../i18n/format";
import type { Locale } from "../i18n/languages";
import type { Translate } from "../i18n/messages";
import { planLabel } from "./plan-label";

/** The receipt's facts in the order the page and the mail list them (billing.receipt.labels.*). */
export type ReceiptField = "number" | "date" | "kind" | "plan" | "period" | "amount" | "provider" | "status";

const brandOf = (provider: string) =>
  isProviderCode(provider) ? PAYMENT_PROVIDERS[provider].brand : provider;

/** Label key and localized value of each fact of a receipt; needs PLAN_LABEL_NAMESPACES. */
export function receiptFields(t: Translate, receipt: Receipt, locale: Locale): [ReceiptField, string][] {
  const date = (seconds: number) => formatDate(seconds * 1000, locale);
  const { order } = receipt;
  return [
    ["number", order.order_id],
    ["date", date(order.time)],
    ["kind", t(`billing.receipt.kind.${order.kind}`)],
    ["plan", planLabel(t, receipt.term_months, receipt.trial_days)],
    [
      "period",
      t("billing.receipt.period", { from: date(receipt.period_start), to: date(receipt.period_end) }),
    ],
    ["amount", formatPrice(order.amount, order.currency, locale)],
    ["provider", brandOf(order.provider)],
    [
      "status",
      receipt.refunded_time === null
        ? t("billing.receipt.status.paid")
        : t("billing.receipt.status.refunded", { date: date(receipt.refunded_time) }),
    ],
  ];
}
