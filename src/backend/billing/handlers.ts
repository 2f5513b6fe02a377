import { orders, subscriptionAutoRenew, type subscriptionMy } from "../../api/contract/payment";
import { fail, type Handler, ok, sessionOf } from "../handler";
import { handle, type Registration } from "../registry";
import { turnRenewalOff, turnRenewalOn } from "./auto-renew";
import { BILLING_ERRORS } from "./billing-errors";
import { orderHistory } from "./billing-orders";
import { billingNow } from "./clock";
import { subscriptionView, userSubscription, userSubscriptions } from "./subscriptions";

/** The account's billing calls (docs/api.md, "Subscriptions and billing history"). */

export const subscriptionMyHandler: Handler<typeof subscriptionMy> = async (req) => {
  const { userId } = sessionOf(req);
  const now = await billingNow(req.env.DB, req.environment, req.nowMs);
  const rows = await userSubscriptions(req.env.DB, userId, req.input.page, req.input.page_size);
  return ok({ subscriptions: rows.map((row) => subscriptionView(row, now)) });
};

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
  if (!(on ? await turnRenewalOn(db, userId, id, now) : await turnRenewalOff(db, userId, id, now))) {
    const current = await userSubscription(db, userId, id);
    if (!current) return fail(BILLING_ERRORS.unknownSubscription);
    const view = subscriptionView(current, now);
    const already = on ? view.status === "active" : view.status === "renewal_off";
    if (!already) return fail(BILLING_ERRORS.subscriptionEnded);
    return ok({ subscription: view });
  }
  const changed = await userSubscription(db, userId, id);
  if (!changed) return fail(BILLING_ERRORS.unknownSubscription);
  return ok({ subscription: subscriptionView(changed, now) });
};

const ordersHandler: Handler<typeof orders> = async (req) => {
  const { userId } = sessionOf(req);
  return ok(await orderHistory(req.env.DB, userId, req.input.page, req.input.page_size));
};

export const BILLING_HANDLERS: readonly Registration[] = [
  handle(subscriptionAutoRenew, autoRenewHandler),
  handle(orders, ordersHandler),
];
