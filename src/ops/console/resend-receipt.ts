import { deliverLater, outboxInsert } from "../../backend/mail/outbox";
import type { Mail } from "../../backend/mail/provider";
import type { Bindings } from "../../env";
import type { CustomerOrder } from "./customer-lookup";

/** An order with the address its receipt goes to (the checkout's, else the account's). */
type ReceiptOrder = CustomerOrder & { to_address: string | null };

export type ResendOutcome = { queued: true; to: string } | { queued: false; reason: string };

export interface ResendOptions {
  /** A statement to run in the same batch as the outbox insert (the console's audit row). */
  alongside?: D1PreparedStatement;
  /** Hands the mail to the provider after the answer; without it the mail waits in the outbox. */
  waitUntil?: (promise: Promise<unknown>) => void;
  nowMs?: number;
}

/** The receipt's text: the order's own figures, nothing recomputed. */
export function receiptMail(order: ReceiptOrder & { to_address: string }): Mail {
  const amount = `${(order.amount_cents / 100).toFixed(2)} ${order.currency}`;
  const status = order.refunded_at === null ? order.status : "refunded";
  return {
    to: order.to_address,
    subject: `Your VPN Master receipt for order ${order.id}`,
    text: [
      "Thank you for your purchase. Here is your receipt again.",
      "",
      `Order: ${order.id}`,
      `Date: ${new Date(order.created_at).toISOString().slice(0, 10)}`,
      `Plan: ${order.plan_id}`,
      `Charge: ${order.kind === "renewal" ? "renewal" : "first payment"}`,
      `Amount: ${amount}`,
      `Paid with: ${order.provider}`,
      `Status: ${status}`,
    ].join("\n"),
  };
}

/**
 * Queues an order's receipt again in the outbox (and so to the mail provider). The one place the
 * console sends a receipt from: a dedicated receipt mail can replace `receiptMail` here alone.
 */
export async function resendReceipt(
  env: Bindings,
  orderId: string,
  { alongside, waitUntil, nowMs = Date.now() }: ResendOptions = {},
): Promise<ResendOutcome> {
  const order = await env.DB.prepare(
    `SELECT o.id, o.kind, o.plan_id, o.status, o.refunded_at, o.amount_cents, o.currency, o.provider, o.created_at,
            COALESCE(o.email, u.email) AS to_address
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?`,
  )
    .bind(orderId)
    .first<ReceiptOrder>();
  if (!order) return { queued: false, reason: `No order ${orderId}.` };
  if (order.status !== "paid")
    return { queued: false, reason: `Order ${orderId} is ${order.status}: no receipt.` };
  if (!order.to_address) return { queued: false, reason: `Order ${orderId} has no e-mail address.` };
  const mail = receiptMail({ ...order, to_address: order.to_address });
  const [inserted] = await env.DB.batch([
    outboxInsert(env.DB, mail, nowMs),
    ...(alongside ? [alongside] : []),
  ]);
  const id = (inserted?.results[0] as { id: number } | undefined)?.id;
  if (id !== undefined && waitUntil) deliverLater({ env, waitUntil }, id, mail);
  return { queued: true, to: order.to_address };
}
