import type { Bindings } from "../../env";
import type { Environment } from "../../shared/environment";
import { type ActionResult, done, refused } from "./action-result";
import { auditInsert } from "./audit";
import { resendReceipt } from "./resend-receipt";

/** Resends an order's receipt; the audit row goes in the outbox insert's batch. */
export async function resendReceiptAction(
  env: Bindings,
  actor: string,
  orderId: string,
  nowMs: number,
  site: { environment: Environment; origin: string },
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<ActionResult> {
  const audit = auditInsert(env.DB, {
    actor,
    action: "resend-receipt",
    target: orderId,
    before: null,
    after: { queued: "receipt" },
    at: nowMs,
  });
  const outcome = await resendReceipt(env, orderId, { ...site, alongside: audit, waitUntil, nowMs });
  if (!outcome.queued) return refused(outcome.reason.startsWith("No order") ? 404 : 409, outcome.reason);
  return done(`Receipt for ${orderId} queued to ${outcome.to}.`);
}
