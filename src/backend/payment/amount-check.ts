import type { ProviderEvent } from "./orders";

/**
 * Money in the provider's answer against the order before it is marked paid (issue 20, decision
 * 153): price and currency are ours (plan data), so a paid event for another amount or currency
 * is not a payment we asked for (a tampered checkout, a price edited at the provider). It is
 * held for review in payment_reviews and grants nothing; the order stays pending. One row per
 * event id (INSERT … ON CONFLICT DO NOTHING), so a redelivered event is held once.
 */
export interface Hold {
  orderId: string;
  expected: { amountCents: number; currency: string };
  charged: { amountCents: number; currency: string } | null;
}

/** The mismatch to hold, or null when the event may be applied (or says nothing about money). */
export async function mismatchOf(db: D1Database, event: ProviderEvent): Promise<Hold | null> {
  if (event.outcome !== "paid" || event.charged === undefined) return null;
  const order = await db
    .prepare("SELECT amount_cents AS amountCents, currency FROM orders WHERE id = ?")
    .bind(event.orderId)
    .first<{ amountCents: number; currency: string }>();
  if (!order) return null;
  const charged = event.charged;
  const same =
    charged !== null &&
    charged.amountCents === order.amountCents &&
    charged.currency.toUpperCase() === order.currency.toUpperCase();
  return same ? null : { orderId: event.orderId, expected: order, charged };
}

/** Records the hold once per event id; true for the first delivery of that event. */
export async function holdForReview(
  db: D1Database,
  provider: string,
  eventId: string,
  hold: Hold,
  nowMs: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO payment_reviews (event_id, order_id, provider, expected_cents, expected_currency,
                                    charged_cents, charged_currency, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
    )
    .bind(
      eventId,
      hold.orderId,
      provider,
      hold.expected.amountCents,
      hold.expected.currency,
      hold.charged?.amountCents ?? null,
      hold.charged?.currency ?? null,
      nowMs,
    )
    .first();
  if (row) console.warn(JSON.stringify({ type: "payment-held", provider, eventId, ...hold }));
  return row !== null;
}
