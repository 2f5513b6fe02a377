/**
 * The provider event ledger (payment_events): each event id once. Recording is one INSERT … ON
 * CONFLICT DO NOTHING, so of any number of concurrent or replayed deliveries exactly one is
 * first; only that one may act on a subscription. `ref` names what the event is about: an
 * order id, or the provider's subscription id when no subscription of ours has it (recorded
 * and ignored).
 */
export async function recordFirstDelivery(
  db: D1Database,
  eventId: string,
  ref: string,
  type: string,
  nowMs: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO payment_events (event_id, order_id, type, received_at)
       VALUES (?1, COALESCE((SELECT order_id FROM subscriptions WHERE provider_ref = ?2), ?2), ?3, ?4)
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
    )
    .bind(eventId, ref, type, nowMs)
    .first<{ event_id: string }>();
  return row !== null;
}
