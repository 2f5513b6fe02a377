import { providerPaymentOf, refundPaymentAtProvider } from "../../backend/billing/provider-calls";
import { queueReceiptOf, type ReceiptMailContext } from "../../backend/billing/receipt-mails";
import { CURRENT_CHARGE_SQL, refundStatements } from "../../backend/billing/refund";
import { type ActionResult, done, refused } from "./action-result";
import { auditInsert } from "./audit";

interface RefundableOrder {
  user_id: number;
  kind: string;
  status: string;
  refunded_at: number | null;
  amount_cents: number;
  currency: string;
  /** A first payment, or the renewal that paid the current period: what may be refunded. */
  current: number;
}

/**
 * An operator's refund: the backend's own refund (the order marked refunded, the subscription
 * ended, the VIP time of its period taken back) without the money-back window, of a first payment
 * or of the current period's renewal, and still once only: its conditional UPDATE decides, and the
 * audit row is written in the same batch only when that UPDATE refunded the order. Outside the
 * sandbox the provider refunds the money first; when it refuses, nothing changes here. The buyer
 * gets the same refund confirmation mail as after a self-service refund.
 */
export async function refundOrder(
  ctx: ReceiptMailContext,
  actor: string,
  orderId: string,
  nowMs: number,
): Promise<ActionResult> {
  const db = ctx.env.DB;
  const order = await db
    .prepare(
      `SELECT user_id, kind, status, refunded_at, amount_cents, currency,
              ${CURRENT_CHARGE_SQL} AS current
         FROM orders WHERE id = ?`,
    )
    .bind(orderId)
    .first<RefundableOrder>();
  if (!order) return refused(404, `No order ${orderId}.`);
  if (order.refunded_at !== null) return refused(409, `Order ${orderId} is already refunded.`);
  if (order.status !== "paid") return refused(409, `Order ${orderId} is not paid.`);
  // Checked before the provider moves money that D1 would then refuse to record.
  if (!order.current) return refused(409, EARLIER_PERIOD(orderId));
  const moved = await refundAtProviderFirst(ctx, orderId);
  if (!moved.ok) return moved.result;
  const statements = refundStatements(db, {
    userId: order.user_id,
    orderId,
    nowMs,
    windowMs: null,
    renewals: true,
  });
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
        provider_refunded: moved.atProvider,
      },
      at: nowMs,
    },
    // Only when this batch refunded it: refunded_at is exactly this moment.
    { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND refunded_at = ?)", params: [orderId, nowMs] },
  );
  const [refund] = await db.batch([...statements, audit]);
  if ((refund?.results.length ?? 0) === 0) {
    // Lost a race with another refund, or a renewal moved the period on meanwhile.
    const now = await db.prepare("SELECT refunded_at FROM orders WHERE id = ?").bind(orderId).first();
    return refused(409, now?.refunded_at ? `Order ${orderId} is already refunded.` : EARLIER_PERIOD(orderId));
  }
  await queueReceiptOf(ctx, orderId, nowMs);
  return done(
    moved.atProvider || ctx.environment === "sandbox"
      ? `Order ${orderId} refunded.`
      : `Order ${orderId} marked refunded. It has no provider payment on record: move the money in the provider's dashboard.`,
  );
}

const EARLIER_PERIOD = (orderId: string) =>
  `Order ${orderId} paid an earlier period: only the current period's charge can be refunded.`;

type ProviderStep = { ok: true; atProvider: boolean } | { ok: false; result: ActionResult };

/** The provider's refund before D1 moves (decision 110); the sandbox has no money to move. */
async function refundAtProviderFirst(ctx: ReceiptMailContext, orderId: string): Promise<ProviderStep> {
  if (ctx.environment === "sandbox") return { ok: true, atProvider: false };
  const payment = await providerPaymentOf(ctx.env.DB, orderId);
  if (!payment?.charge_ref || !payment.subscription_ref) return { ok: true, atProvider: false };
  const error = await refundPaymentAtProvider(ctx, orderId, payment);
  if (error)
    return {
      ok: false,
      result: refused(502, `The provider did not refund order ${orderId} (${error.code}): nothing changed.`),
    };
  return { ok: true, atProvider: true };
}
