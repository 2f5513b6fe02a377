import { refundStatements } from "../../backend/billing/refund";
import { type ActionResult, done, refused } from "./action-result";
import { auditInsert } from "./audit";

interface RefundableOrder {
  user_id: number;
  kind: string;
  status: string;
  refunded_at: number | null;
  amount_cents: number;
  currency: string;
}

/**
 * An operator's refund: the backend's own refund (the order marked refunded, the subscription
 * ended, the VIP time of its period taken back) without the money-back window, and still once
 * only: its conditional UPDATE decides, and the audit row is written in the same batch only when
 * that UPDATE refunded the order.
 */
export async function refundOrder(
  db: D1Database,
  actor: string,
  orderId: string,
  nowMs: number,
): Promise<ActionResult> {
  const order = await db
    .prepare("SELECT user_id, kind, status, refunded_at, amount_cents, currency FROM orders WHERE id = ?")
    .bind(orderId)
    .first<RefundableOrder>();
  if (!order) return refused(404, `No order ${orderId}.`);
  if (order.kind !== "first")
    return refused(409, "Only a subscription's first payment can be refunded here.");
  const statements = refundStatements(db, { userId: order.user_id, orderId, nowMs, windowMs: null });
  const audit = auditInsert(
    db,
    {
      actor,
      action: "refund",
      target: orderId,
      before: { status: order.status, refunded_at: order.refunded_at },
      after: {
        status: "refunded",
        refunded_at: nowMs,
        amount_cents: order.amount_cents,
        currency: order.currency,
      },
      at: nowMs,
    },
    // Only when this batch refunded it: refunded_at is exactly this moment.
    { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND refunded_at = ?)", params: [orderId, nowMs] },
  );
  const [refund] = await db.batch([...statements, audit]);
  if ((refund?.results.length ?? 0) === 0) {
    return refused(
      409,
      order.refunded_at === null ? `Order ${orderId} is not paid.` : `Order ${orderId} is already refunded.`,
    );
  }
  return done(`Order ${orderId} refunded.`);
}
