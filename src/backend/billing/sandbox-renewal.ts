/**
 * The sandbox provider's renewal charge: immediate, and declined when the buyer ticked "decline
 * renewals" on the sandbox's hosted page for the first payment (sandbox_sessions).
 */
export async function sandboxRenewalOutcome(
  db: D1Database,
  firstOrderId: string,
): Promise<"paid" | "failed"> {
  const row = await db
    .prepare("SELECT decline_renewals FROM sandbox_sessions WHERE order_id = ?")
    .bind(firstOrderId)
    .first<{ decline_renewals: number }>();
  return row?.decline_renewals === 1 ? "failed" : "paid";
}
