import {
  orders,
  receipt,
  refund,
  subscriptionAutoRenew,
  type subscriptionMy,
  subscriptionRetry,
} from "../../api/contract/payment";
import { PAYMENT_ERRORS } from "../../api/payment-errors";
import { MONEY_BACK_DAYS } from "../../catalog/billing";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { handle, type Registration } from "../registry";
import { siteOriginOf } from "../site-origin";
import { turnRenewalOff, turnRenewalOn } from "./auto-renew";
import { BILLING_ERRORS } from "./billing-errors";
import { orderHistory, userCharge } from "./billing-orders";
import { billingNow, DAY_MS } from "./clock";
import { refundAtProvider, switchAtProvider } from "./provider-calls";
import { receiptView, userReceiptFacts } from "./receipt-facts";
import { queueReceiptOf } from "./receipt-mails";
import { refundFirstPayment } from "./refund";
import { overdueRenewal, retryOverdueRenewal } from "./renewal-retry";
import {
  type BillingSubscriptionRow,
  subscriptionView,
  userSubscription,
  userSubscriptions,
} from "./subscriptions";

/** The account's billing calls (docs/api.md, "Subscriptions and billing history"). */

export const subscriptionMyHandler: Handler<typeof subscriptionMy> = async (req) => {
  const { userId } = sessionOf(req);
  const now = await billingNow(req.env.DB, req.environment, req.nowMs);
  const rows = await userSubscriptions(req.env.DB, userId, req.input.page, req.input.page_size);
  return ok({ subscriptions: rows.map((row) => subscriptionView(row, now, req.environment)) });
};

/** Whether the switch's D1 transition would apply now (the same conditions as auto-renew.ts). */
function switchMoves(row: BillingSubscriptionRow, on: boolean, nowMs: number): boolean {
  if (on) return row.status === "renewal_off" && row.current_period_end > nowMs;
  return row.status === "active" || row.status === "past_due";
}

/**
 * Turns renewal off or on. The change is one conditional statement; when it matches nothing the
 * current state decides the answer: already so → the same answer again (idempotent), ended → 409,
 * someone else's or unknown → 404 with nothing changed.
 */
const autoRenewHandler: Handler<typeof subscriptionAutoRenew> = async (req) => {
  const { userId } = sessionOf(req);
  const db = req.env.DB;
  const { subscription_id: id, auto_renew: on } = req.input;
  const now = await billingNow(db, req.environment, req.nowMs);
  const before = await userSubscription(db, userId, id);
  // Nothing can charge a one-off method again: renewal stays with the buyer (decision 167).
  if (on && before?.manual_renewal === 1) return fail(BILLING_ERRORS.manualRenewal);
  if (before && switchMoves(before, on, now)) {
    const refused = await switchAtProvider(req, before, on);
    if (refused) return fail(refused);
  }
  if (!(on ? await turnRenewalOn(db, userId, id, now) : await turnRenewalOff(db, userId, id, now))) {
    const current = await userSubscription(db, userId, id);
    if (!current) return fail(BILLING_ERRORS.unknownSubscription);
    const view = subscriptionView(current, now, req.environment);
    const already = on ? view.status === "active" : view.status === "renewal_off";
    if (on && view.status === "past_due") return fail(BILLING_ERRORS.renewalDeclined);
    if (!already) return fail(BILLING_ERRORS.subscriptionEnded);
    return ok({ subscription: view });
  }
  const changed = await userSubscription(db, userId, id);
  if (!changed) return fail(BILLING_ERRORS.unknownSubscription);
  return ok({ subscription: subscriptionView(changed, now, req.environment) });
};

/**
 * Charges a past-due subscription's declined renewal again (decision 115). Paid → active with the
 * next period; declined → still past due (409 / 42025). When this call charged nothing the state
 * answers: already active again (a concurrent retry or the job paid it) → 200, as a repeat would;
 * another attempt under way → 42027; nothing overdue → 42026; ended → 42013.
 */
const retryHandler: Handler<typeof subscriptionRetry> = async (req) => {
  const { userId } = sessionOf(req);
  const db = req.env.DB;
  const id = req.input.subscription_id;
  const before = await userSubscription(db, userId, id);
  if (!before) return fail(BILLING_ERRORS.unknownSubscription);
  // Outside the sandbox a provider's own page takes the new payment method and retries (fix_url).
  if (req.environment !== "sandbox") return fail(PAYMENT_ERRORS.providerUnavailable);
  const now = await billingNow(db, req.environment, req.nowMs);
  const due = await overdueRenewal(db, before.id, now);
  const outcome = due ? await retryOverdueRenewal(db, due, now) : null;
  const after = await userSubscription(db, userId, id);
  if (!after) return fail(BILLING_ERRORS.unknownSubscription);
  const view = subscriptionView(after, now, req.environment);
  if (outcome === "declined") return fail(BILLING_ERRORS.retryDeclined);
  if (view.status === "active") return ok({ subscription: view });
  if (view.status === "past_due") return fail(BILLING_ERRORS.retryInProgress);
  if (view.status === "renewal_off") return fail(BILLING_ERRORS.nothingOverdue);
  return fail(BILLING_ERRORS.subscriptionEnded);
};

const ordersHandler: Handler<typeof orders> = async (req) => {
  const { userId } = sessionOf(req);
  return ok(await orderHistory(req.env.DB, userId, req.input.page, req.input.page_size));
};

/**
 * The money-back refund of a first payment: within MONEY_BACK_DAYS, once. The sandbox refunds at
 * once; Stripe refunds through its Refunds API first (provider-calls.ts), then D1 follows.
 */
const refundHandler: Handler<typeof refund> = async (req) => {
  const { userId } = sessionOf(req);
  const db = req.env.DB;
  const now = await billingNow(db, req.environment, req.nowMs);
  const refusal = async () => {
    const charge = await userCharge(db, userId, req.input.order_id);
    if (!charge) return PAYMENT_ERRORS.unknownOrder;
    if (charge.order.status === "refunded") return BILLING_ERRORS.alreadyRefunded;
    if (charge.order.kind !== "first" || charge.order.status !== "paid") return BILLING_ERRORS.notRefundable;
    if (charge.createdAt <= now - MONEY_BACK_DAYS * DAY_MS) return BILLING_ERRORS.refundWindowClosed;
    return null;
  };
  const before = await refusal();
  if (before) return fail(before);
  const refused = await refundAtProvider(req, req.input.order_id, userId);
  if (refused) return fail(refused);
  if (!(await refundFirstPayment(db, userId, req.input.order_id, now))) {
    // Lost a race (a second refund at the same time): answer as a repeat would.
    return fail((await refusal()) ?? BILLING_ERRORS.alreadyRefunded);
  }
  await queueReceiptOf({ ...req, origin: siteOriginOf(req) }, req.input.order_id, now);
  const charge = await userCharge(db, userId, req.input.order_id);
  const subscription = await userSubscription(db, userId, req.input.order_id);
  if (!charge || !subscription) return fail(PAYMENT_ERRORS.unknownOrder);
  return ok({ order: charge.order, subscription: subscriptionView(subscription, now, req.environment) });
};

/** One paid or refunded charge of the caller's, as its receipt page shows it. */
const receiptHandler: Handler<typeof receipt> = async (req) => {
  const { userId } = sessionOf(req);
  const facts = await userReceiptFacts(req.env.DB, userId, req.input.order_id);
  return facts ? ok(receiptView(facts)) : fail(PAYMENT_ERRORS.unknownOrder);
};

export const BILLING_HANDLERS: readonly Registration[] = [
  handle(receipt, receiptHandler),
  handle(subscriptionAutoRenew, autoRenewHandler),
  handle(subscriptionRetry, retryHandler),
  handle(orders, ordersHandler),
  handle(refund, refundHandler),
];
