import { receiptAddress, receiptFacts } from "../../backend/billing/receipt-facts";
import { receiptMail } from "../../backend/billing/receipt-mails";
import { deliverLater, outboxInsert } from "../../backend/mail/outbox";
import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";

export type ResendOutcome = { queued: true; to: string } | { queued: false; reason: string };

export interface ResendOptions {
  environment: Environment;
  /** The site's origin for the receipt page's link in the mail. */
  origin: string;
  /** A statement to run in the same batch as the outbox insert (the console's audit row). */
  alongside?: D1PreparedStatement;
  /** Hands the mail to the provider after the answer; without it the mail waits in the outbox. */
  waitUntil?: (promise: Promise<unknown>) => void;
  nowMs?: number;
}

/**
 * Queues an order's receipt again: the same mail the buyer got, in their language, with the
 * receipt page's link (decision 105), outside the once-per-charge key, since resending is the point.
 */
export async function resendReceipt(
  env: Bindings,
  orderId: string,
  { environment, origin, alongside, waitUntil, nowMs = Date.now() }: ResendOptions,
): Promise<ResendOutcome> {
  const facts = await receiptFacts(env.DB, orderId);
  if (!facts) {
    const exists = await env.DB.prepare("SELECT status FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ status: string }>();
    return exists
      ? { queued: false, reason: `Order ${orderId} is ${exists.status}: no receipt.` }
      : { queued: false, reason: `No order ${orderId}.` };
  }
  const to = receiptAddress(facts);
  if (!to) return { queued: false, reason: `Order ${orderId} has no e-mail address.` };
  const mail = await receiptMail({ env, environment, origin }, facts, to, "charge", nowMs);
  const [inserted] = await env.DB.batch([
    outboxInsert(env.DB, mail, nowMs),
    ...(alongside ? [alongside] : []),
  ]);
  const id = (inserted?.results[0] as { id: number } | undefined)?.id;
  if (id !== undefined && waitUntil) deliverLater({ env, waitUntil }, id, mail);
  return { queued: true, to };
}
