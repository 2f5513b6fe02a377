import { recordFirstDelivery } from "../payment/event-ledger";
import { turnRenewalOff, turnRenewalOn } from "./auto-renew";
import { type DueRow, renewalOrder, settleRenewal, subscriptionByProviderRef } from "./renewals";
import type { SubscriptionEvent } from "./subscription-events";

/**
 * A provider's subscription news applied through billing's own transitions (decision 110): a
 * renewal charge is the renewal job's order and settlement (same idempotency key
 * renewal:<subscription>:<period end>), the switch is the account's switch, the end is expiry.
 * Only the first delivery of an event acts; an event about a subscription we do not know is
 * recorded and ignored.
 */
export interface AppliedSubscriptionEvent {
  firstDelivery: boolean;
  /** The subscription moved (or its fix link changed) because of this event. */
  changed: boolean;
}

async function applyRenewal(
  db: D1Database,
  subscription: DueRow,
  event: Extract<SubscriptionEvent, { kind: "renewal" }>,
  nowMs: number,
): Promise<boolean> {
  if (subscription.status !== "active" && subscription.status !== "past_due") return false;
  const pastDue = subscription.status === "past_due";
  let changed = false;
  // A declined retry of a period already past due adds no second failed charge.
  if (event.outcome === "paid" || !pastDue) {
    const order = await renewalOrder(db, subscription, nowMs, {
      providerRef: event.invoiceRef,
      // The period's first charge failed: its later payment is a charge of its own.
      ...(pastDue ? { attempt: "recovery" } : {}),
    });
    if (order?.status === "pending")
      changed = await settleRenewal(db, subscription, order.id, event.outcome, nowMs);
  }
  if (event.outcome === "failed" && event.fixUrl) {
    const fixed = await db
      .prepare(
        `UPDATE subscriptions SET payment_fix_url = ?1, updated_at = ?2
          WHERE id = ?3 AND status = 'past_due' RETURNING id`,
      )
      .bind(event.fixUrl, nowMs, subscription.id)
      .first();
    changed ||= fixed !== null;
  }
  return changed;
}

async function expire(db: D1Database, subscription: DueRow, nowMs: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE subscriptions SET status = 'expired', auto_renew = 0, next_renewal_at = NULL, updated_at = ?1
        WHERE id = ?2 AND status IN ('active', 'renewal_off', 'past_due') RETURNING id`,
    )
    .bind(nowMs, subscription.id)
    .first();
  return row !== null;
}

export async function applySubscriptionEvent(
  db: D1Database,
  event: SubscriptionEvent,
  nowMs: number,
): Promise<AppliedSubscriptionEvent> {
  if (!(await recordFirstDelivery(db, event.id, event.subscriptionRef, event.kind, nowMs)))
    return { firstDelivery: false, changed: false };
  const subscription = await subscriptionByProviderRef(db, event.subscriptionRef);
  if (!subscription) return { firstDelivery: true, changed: false };
  const { user_id: userId, order_id: id } = subscription;
  let changed: boolean;
  switch (event.kind) {
    case "renewal":
      changed = await applyRenewal(db, subscription, event, nowMs);
      break;
    case "renewal-switch":
      changed =
        (event.autoRenew
          ? await turnRenewalOn(db, userId, id, nowMs)
          : await turnRenewalOff(db, userId, id, nowMs)) !== null;
      break;
    case "ended":
      changed = await expire(db, subscription, nowMs);
      break;
  }
  return { firstDelivery: true, changed };
}
